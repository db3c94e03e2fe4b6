import type { ServiceCategory } from '@jono/contract/api/shops';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMinutes, formatMoney } from '@/lib/format';
import { type DeskService, toggleAddon, toggleService } from '../utils/desk-order';

function Toggle({
  isOn,
  size,
  onToggle,
  title,
  detail,
}: {
  isOn: boolean;
  size: 'md' | 'xl';
  onToggle: () => void;
  title: string;
  detail: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={isOn}
      onClick={onToggle}
      className={cn(
        'focus-ring flex w-full items-center gap-3 rounded-2xl border text-left transition-colors',
        size === 'xl' ? 'min-h-20 px-6 py-4' : 'min-h-12 px-4 py-2.5',
        isOn
          ? 'border-amber-500 bg-amber-50 ring-1 ring-amber-500 dark:border-amber-400 dark:bg-amber-400/10 dark:ring-amber-400'
          : 'border-zinc-200 bg-white hover:border-amber-400 dark:border-zinc-800 dark:bg-zinc-900/70',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'grid shrink-0 place-items-center rounded-lg border',
          size === 'xl' ? 'size-8' : 'size-5',
          isOn
            ? 'border-amber-600 bg-amber-500 text-zinc-950'
            : 'border-zinc-300 dark:border-zinc-600',
        )}
      >
        {isOn ? <Check className={size === 'xl' ? 'size-5' : 'size-3.5'} /> : null}
      </span>
      <span className="min-w-0 flex-1">
        <span
          className={cn(
            'block font-semibold text-zinc-950 dark:text-white',
            size === 'xl' ? 'text-2xl' : 'text-sm',
          )}
        >
          {title}
        </span>
        <span
          className={cn(
            'block text-zinc-600 dark:text-zinc-400',
            size === 'xl' ? 'text-lg' : 'text-xs',
          )}
        >
          {detail}
        </span>
      </span>
    </button>
  );
}

/**
 * The shop's services to tick at the desk (with their add-ons) or at the kiosk (large, the
 * services alone). One of each; a customer who wants two asks at the chair.
 */
export function DeskServices({
  categories,
  chosen,
  onChange,
  size = 'md',
  withAddons = true,
}: {
  categories: readonly ServiceCategory[];
  chosen: readonly DeskService[];
  onChange: (chosen: DeskService[]) => void;
  size?: 'md' | 'xl';
  withAddons?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const detailOf = (item: { price: number; duration: number }) =>
    `${formatMinutes(item.duration, i18n.language)} · ${formatMoney(item.price, i18n.language)}`;
  return (
    <div className="space-y-4">
      {categories.map((category) => (
        <section key={category.id} aria-label={category.name} className="space-y-2">
          <h3
            className={cn(
              'font-semibold text-zinc-700 dark:text-zinc-300',
              size === 'xl' ? 'text-xl' : 'text-sm',
            )}
          >
            {category.name}
          </h3>
          <ul className={cn('grid gap-2', size === 'xl' ? 'sm:grid-cols-2 sm:gap-4' : '')}>
            {category.services.map((service) => {
              const picked = chosen.find((s) => s.id === service.id);
              return (
                <li key={service.id} className="space-y-2">
                  <Toggle
                    isOn={picked !== undefined}
                    size={size}
                    onToggle={() => onChange(toggleService(chosen, service.id))}
                    title={service.name}
                    detail={detailOf(service)}
                  />
                  {picked && withAddons && service.addons.length > 0 ? (
                    <ul
                      aria-label={t('desk.addonsOf', { service: service.name })}
                      className="ml-6 grid gap-2"
                    >
                      {service.addons.map((addon) => (
                        <li key={addon.id}>
                          <Toggle
                            isOn={picked.addonIds.includes(addon.id)}
                            size={size}
                            onToggle={() => onChange(toggleAddon(chosen, service.id, addon.id))}
                            title={addon.name}
                            detail={detailOf(addon)}
                          />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
