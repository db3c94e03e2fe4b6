import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/icon-button';
import { Switch } from '@/components/ui/switch';
import { formatMinutes, formatMoney } from '@/lib/format';

/** The edit and delete icon buttons of one catalogue item, named after it for screen readers. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <IconButton
        icon={Pencil}
        label={t('manage.actions.editNamed', { name })}
        variant="ghost"
        onClick={onEdit}
      />
      <IconButton
        icon={Trash2}
        label={t('manage.actions.deleteNamed', { name })}
        variant="dangerGhost"
        onClick={onDelete}
      />
    </>
  );
}

/**
 * One priced item (a service or an add-on) in a list: its name with an "inactive" badge,
 * price and duration, the caller's detail line below, and on the side its active switch,
 * `reorder` buttons when it has any, edit and delete.
 */
export function PricedItemRow({
  item,
  isToggling,
  onToggle,
  onEdit,
  onDelete,
  reorder,
  children,
}: {
  item: { name: string; isActive: boolean; price: number; duration: number };
  isToggling: boolean;
  onToggle: (isActive: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  reorder?: ReactNode;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-zinc-950 dark:text-white">
          {item.name}
          {item.isActive ? null : (
            <span className="ml-2 rounded-full bg-zinc-100 px-2 py-0.5 font-medium text-xs text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
              {t('manage.inactive')}
            </span>
          )}
        </p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {formatMoney(item.price, i18n.language)} · {formatMinutes(item.duration, i18n.language)}
        </p>
        {children}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Switch
          label={t('manage.fields.active')}
          className="items-center"
          checked={item.isActive}
          disabled={isToggling}
          aria-labelledby={undefined}
          aria-label={t('manage.actions.activeNamed', { name: item.name })}
          onCheckedChange={onToggle}
        />
        {reorder}
        <EditDeleteButtons name={item.name} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}
