import { ArrowLeft, ArrowRight, Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import type { AlreadyWaiting } from '../hooks/use-join-queue';
import { OrderSummaryAside } from './order-summary-aside';
import { TextMeChoice } from './text-me-choice';

// Longer than 80 lines by the rule's one exception: it only lays out markup (no state of its own).
/**
 * The walk-in order's summary and its one action: the totals, paying at the shop, the "text
 * me" choice where the shop's server sends texts, why it cannot be sent yet or why it was
 * refused, and the confirm button (on a phone it rides along at the bottom of the screen with
 * the total).
 */
export function JoinQueueAside({
  shop,
  totals,
  hasDetails,
  isPending,
  failure,
  alreadyWaiting,
  onConfirm,
}: {
  /** `textAlerts`: the shop's server sends texts, so the customer is asked about them. */
  shop: { id: string; currency: string; textAlerts?: boolean };
  totals: { totalPrice: number; totalDuration: number };
  hasDetails: boolean;
  isPending: boolean;
  /** Why the last attempt was refused, in the customer's language. */
  failure: string | null;
  /** The phone already waits here: its place when this device follows it. */
  alreadyWaiting: AlreadyWaiting | null;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <OrderSummaryAside
      headingId="order-total-heading"
      order={{ ...totals, currency: shop.currency }}
    >
      <p className="flex items-start gap-2 text-sm text-zinc-600 dark:text-zinc-400">
        <Banknote aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('order.payAtShop')}
      </p>
      {shop.textAlerts ? <TextMeChoice disabled={isPending} /> : null}
      {hasDetails ? null : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('cart.addDetails')}</p>
      )}
      {failure ? (
        <Alert tone="danger">
          <p>{failure}</p>
          {alreadyWaiting ? (
            <Link
              to={
                alreadyWaiting.orderId
                  ? paths.orderTracking(alreadyWaiting.orderId)
                  : paths.checkDetails
              }
              className="focus-ring mt-2 inline-flex items-center gap-1 rounded font-semibold underline underline-offset-2"
            >
              {alreadyWaiting.orderId ? t('order.openExistingOrder') : t('order.findExistingOrder')}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <div className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-4 border-zinc-200 border-t bg-white/95 px-4 py-3 shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.25)] backdrop-blur-md lg:static lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none dark:border-zinc-800 dark:bg-zinc-950/95 lg:dark:bg-transparent">
        <p aria-hidden className="shrink-0 lg:hidden">
          <span className="block text-xs text-zinc-500 dark:text-zinc-400">
            {t('queue.totalPrice')}
          </span>
          <span className="font-bold text-lg tabular-nums text-zinc-950 dark:text-white">
            {formatMoney(totals.totalPrice, language, shop.currency)}
          </span>
        </p>
        <Button
          size="lg"
          className="min-w-0 flex-1 lg:w-full"
          onClick={onConfirm}
          disabled={isPending || !hasDetails}
          aria-busy={isPending || undefined}
        >
          {isPending ? <Spinner className="size-5 text-zinc-950" /> : null}
          <span className="text-balance text-center leading-tight">
            {isPending ? t('order.joining') : t('order.confirm')}
          </span>
        </Button>
      </div>
      <Link
        to={paths.barbershop(shop.id)}
        className={buttonStyles({ variant: 'ghost', className: 'w-full' })}
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('order.editOrder')}
      </Link>
    </OrderSummaryAside>
  );
}
