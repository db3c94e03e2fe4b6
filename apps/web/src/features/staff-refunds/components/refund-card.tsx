import { formatPhone } from '@jono/contract/rules/phone';
import { Check, Phone, Quote, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerHeading } from '@/components/order/customer-heading';
import { OrderContents } from '@/components/order/order-contents';
import { ItemSteps } from '@/components/ui/item-steps';
import { ListCard } from '@/components/ui/list-card';
import { formatLocalDate, timeAgo } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import type { RefundRequest } from '../api/refunds';
import { RefundStatusBadge } from './refund-status-badge';

export type RefundAction = 'approve' | 'reject';

// Longer than 80 lines by the rule's one exception: it only lays out markup (no state of its own).
/** One refund request: the order it is about, the amount, the reason, its age and outcome. */
export function RefundCard({
  request,
  now,
  pendingAction,
  onApprove,
  onReject,
}: {
  request: RefundRequest;
  /** When the list was read: ages count from then. */
  now: number;
  pendingAction: RefundAction | null;
  onApprove: (request: RefundRequest) => void;
  onReject: (request: RefundRequest) => void;
}) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const { booking } = request;
  // The shop's retention (or the customer) wiped the details of a visit long over.
  const name = booking.customerName || t('dashboard.bookings.card.detailsDeleted');
  const isBusy = pendingAction !== null;
  const ago = (instant: string) =>
    timeAgo(instant, now, i18n.language, 'short') ?? t('dashboard.refunds.justNow');

  return (
    <ListCard
      aria-labelledby={nameId}
      data-testid="refund"
      data-refund-id={request.id}
      isBusy={isBusy}
    >
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4">
        <div className="min-w-0">
          <CustomerHeading id={nameId} name={name} code={booking.shortCode} />
          <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">
            {t('dashboard.refunds.asked', { ago: ago(request.createdAt) })}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1.5">
          <p className="font-bold text-xl text-zinc-950 tabular-nums dark:text-white">
            <span className="sr-only">{t('dashboard.refunds.amount')}: </span>
            {formatMoney(request.amount, i18n.language, request.currency)}
          </p>
          <RefundStatusBadge status={request.status} />
        </div>
      </div>

      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-zinc-500 dark:text-zinc-400">{t('dashboard.refunds.booking')}</dt>
          <dd className="font-medium text-zinc-900 first-letter:uppercase dark:text-zinc-100">
            {formatLocalDate(booking.date, i18n.language, 'short')} · {booking.timeRange} ·{' '}
            {t(`dashboard.bookings.status.${booking.status}`)}
          </dd>
        </div>
        {booking.phone ? (
          <div>
            <dt className="text-zinc-500 dark:text-zinc-400">{t('dashboard.refunds.phone')}</dt>
            <dd>
              <a
                href={`tel:${booking.phone}`}
                className="focus-ring inline-flex items-center gap-1 rounded font-medium text-zinc-900 hover:underline dark:text-zinc-100"
              >
                <Phone aria-hidden className="size-3.5" />
                <span className="sr-only">{t('dashboard.bookings.card.call', { name })} </span>
                {formatPhone(booking.phone)}
              </a>
            </dd>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <dt className="text-zinc-500 dark:text-zinc-400">{t('dashboard.refunds.services')}</dt>
          <dd className="mt-1">
            <OrderContents contents={booking} />
          </dd>
        </div>
      </dl>

      <figure className="mt-3 flex gap-2 rounded-xl bg-zinc-50 px-3 py-2.5 text-sm dark:bg-zinc-800/60">
        <Quote aria-hidden className="mt-0.5 size-4 shrink-0 text-zinc-400" />
        <div className="min-w-0">
          <figcaption className="sr-only">{t('dashboard.refunds.reason')}</figcaption>
          <blockquote className="break-words text-zinc-800 dark:text-zinc-200">
            {request.reason}
          </blockquote>
        </div>
      </figure>

      {request.status === 'requested' ? (
        <ItemSteps
          itemName={name}
          running={pendingAction}
          steps={[
            {
              key: 'approve',
              icon: Check,
              label: t('dashboard.refunds.actions.approve'),
              onClick: () => onApprove(request),
            },
            {
              key: 'reject',
              icon: X,
              label: t('dashboard.refunds.actions.reject'),
              variant: 'secondary',
              onClick: () => onReject(request),
            },
          ]}
        />
      ) : (
        <p
          data-testid="refund-outcome"
          className="mt-3 border-zinc-100 border-t pt-3 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400"
        >
          {request.handledAt
            ? t('dashboard.refunds.handled', {
                who: request.handledBy ?? t('dashboard.refunds.someone'),
                ago: ago(request.handledAt),
              })
            : null}
          {request.rejectReason ? (
            <span className="mt-1 block text-zinc-800 dark:text-zinc-200">
              {t('dashboard.refunds.rejectedBecause', { reason: request.rejectReason })}
            </span>
          ) : null}
        </p>
      )}
    </ListCard>
  );
}
