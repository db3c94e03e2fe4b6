import type { ServiceCategory } from '@jono/contract/api/shops';
import { ShoppingBag } from 'lucide-react';
import { type ReactNode, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineIconHeading } from '@/components/ui/icon-heading';
import { formatMinutes, formatMoney } from '@/lib/format';
import { useBottomScrollPadding } from '@/lib/use-bottom-scroll-padding';
import { useShopCart } from '../hooks/use-shop-cart';

function namesOf(categories: readonly ServiceCategory[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const category of categories) {
    for (const service of category.services) {
      names.set(service.id, service.name);
      for (const addon of service.addons) names.set(addon.id, addon.name);
    }
  }
  return names;
}

/** The order's total price (2 decimals) and duration, as the contract's rule adds them up. */
export function CartTotals({ shopId }: { shopId: string }) {
  const { t, i18n } = useTranslation();
  const { totals } = useShopCart(shopId);
  return (
    <dl className="grid grid-cols-2 gap-3">
      {[
        {
          label: t('cart.total'),
          testId: 'cart-total-price',
          value: formatMoney(totals.totalPrice, i18n.language),
        },
        {
          label: t('cart.duration'),
          testId: 'cart-total-duration',
          value: formatMinutes(totals.totalDuration, i18n.language),
        },
      ].map(({ label, testId, value }) => (
        <div key={testId}>
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">{label}</dt>
          <dd
            data-testid={testId}
            className="font-bold text-xl text-zinc-950 tabular-nums dark:text-white"
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What is in the order: each service and add-on with its quantity and line price. */
export function CartSummary({
  shopId,
  categories,
  children,
}: {
  shopId: string;
  categories: readonly ServiceCategory[];
  /** The way on (join, or why not), under the totals. */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { services } = useShopCart(shopId);
  const names = useMemo(() => namesOf(categories), [categories]);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none"
    >
      <InlineIconHeading icon={ShoppingBag} id={headingId}>
        {t('cart.summaryTitle')}
      </InlineIconHeading>
      {services.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">{t('cart.emptyCart')}</p>
      ) : (
        <ul className="mt-3 space-y-2.5 text-sm">
          {services.map((service) => (
            <li key={service.id}>
              <div className="flex justify-between gap-3">
                <span className="text-zinc-900 dark:text-zinc-100">
                  <span className="tabular-nums text-zinc-500 dark:text-zinc-400">
                    {service.quantity}&nbsp;×{' '}
                  </span>
                  {names.get(service.id) ?? ''}
                </span>
                <span className="shrink-0 font-medium tabular-nums text-zinc-900 dark:text-zinc-100">
                  {formatMoney(service.price * service.quantity, i18n.language)}
                </span>
              </div>
              {service.addons.length > 0 ? (
                <ul className="mt-1 space-y-1 border-zinc-200 border-l-2 pl-3 text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
                  {service.addons.map((addon) => (
                    <li key={addon.id} className="flex justify-between gap-3">
                      <span>
                        <span className="tabular-nums">
                          {addon.quantity * service.quantity}&nbsp;×{' '}
                        </span>
                        {names.get(addon.id) ?? ''}
                      </span>
                      <span className="shrink-0 tabular-nums">
                        {formatMoney(
                          addon.price * addon.quantity * service.quantity,
                          i18n.language,
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 border-zinc-200 border-t pt-4 dark:border-zinc-800">
        <CartTotals shopId={shopId} />
      </div>
      {children ? <div className="mt-4 space-y-2">{children}</div> : null}
    </section>
  );
}

/**
 * On a phone: totals and the way on, always at hand at the bottom of the screen (it comes to
 * rest at the end of the page, above the footer).
 */
export function CartBar({
  shopId,
  note,
  children,
}: {
  shopId: string;
  /** Why the way on is not open yet, if so. */
  note?: string | null;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { services, totals } = useShopCart(shopId);
  const count = services.reduce((sum, service) => sum + service.quantity, 0);
  const bar = useRef<HTMLElement>(null);
  useBottomScrollPadding(bar);
  return (
    <section
      ref={bar}
      aria-label={t('cart.summaryTitle')}
      data-testid="cart-bar"
      className="sticky bottom-0 z-20 -mx-4 mt-8 border-zinc-200 border-t bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.25)] backdrop-blur-md sm:-mx-6 sm:px-6 lg:hidden dark:border-zinc-800 dark:bg-zinc-950/95"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-bold text-lg text-zinc-950 tabular-nums leading-tight dark:text-white">
            <span data-testid="cart-bar-price">
              {formatMoney(totals.totalPrice, i18n.language)}
            </span>
          </p>
          {count === 0 ? (
            <p className="text-xs text-zinc-600 dark:text-zinc-400">{t('cart.emptyCart')}</p>
          ) : (
            <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
              <span data-testid="cart-bar-duration">
                {formatMinutes(totals.totalDuration, i18n.language)}
              </span>
              <span aria-hidden> · </span>
              <span className="sr-only">, </span>
              {t('cart.items', { count })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-2">{children}</div>
      </div>
      {note ? (
        <p className="mx-auto mt-1.5 max-w-6xl text-xs text-zinc-600 dark:text-zinc-400">{note}</p>
      ) : null}
    </section>
  );
}
