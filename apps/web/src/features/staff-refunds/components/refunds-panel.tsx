import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/toast';
import {
  type RefundRequest,
  type RefundStatus,
  type RefundsFilter,
  useApproveRefundMutation,
  useRefundRequestsQuery,
  useRejectRefundMutation,
} from '../api/refunds';
import { useRefundsLive } from '../hooks/use-refunds-live';
import { type RefundAction, RefundCard } from './refund-card';
import { ApproveRefundDialog, RejectRefundDialog } from './refund-dialogs';

export interface RefundsViewer {
  shopId: string;
  accessToken: string;
}

const statuses: readonly RefundStatus[] = ['requested', 'approved', 'refunded', 'rejected'];
/** 'all' in the address stands for every status; no status means the ones waiting. */
const allParam = 'all';
/** Ages are counted from the last read; reading every minute keeps them true. */
const refreshEveryMs = 60_000;

function useRefundsFilter(): [RefundsFilter, (filter: RefundsFilter) => void] {
  const [params, setParams] = useSearchParams();
  const param = params.get('status');
  const filter: RefundsFilter =
    param === allParam ? null : (statuses.find((status) => status === param) ?? 'requested');
  const setFilter = (next: RefundsFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'requested') updated.delete('status');
        else updated.set('status', next ?? allParam);
        return updated;
      },
      { replace: true },
    );
  return [filter, setFilter];
}

/** Refund requests of the shop's bookings, waiting ones first: approve or reject each. */
export function RefundsPanel({ viewer }: { viewer: RefundsViewer }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useRefundsFilter();
  const { currentData, error, isFetching, fulfilledTimeStamp, refetch } = useRefundRequestsQuery(
    filter,
    { pollingInterval: refreshEveryMs },
  );
  useRefundsLive(viewer);
  const [approve] = useApproveRefundMutation();
  const [reject] = useRejectRefundMutation();
  const [pending, setPending] = useState<{ id: string; action: RefundAction } | null>(null);
  const [dialog, setDialog] = useState<{ action: RefundAction; id: string } | null>(null);

  const requests = currentData;
  const dialogRequest = (action: RefundAction) =>
    dialog?.action === action ? (requests?.find((r) => r.id === dialog.id) ?? null) : null;

  const run = async (
    request: RefundRequest,
    action: RefundAction,
    call: () => Promise<unknown>,
    success: string,
  ) => {
    setPending({ id: request.id, action });
    try {
      await call();
      notify.success(success, { id: `refund-${request.id}` });
      setDialog(null);
    } catch (failure) {
      notify.error(errorMessage(failure, t('messages.somethingWentWrong')), {
        id: `refund-${request.id}`,
      });
    } finally {
      setPending(null);
    }
  };
  const amountOf = (request: RefundRequest) =>
    formatMoney(request.amount, i18n.language, request.currency);
  const pendingOf = (request: RefundRequest) =>
    pending?.id === request.id ? pending.action : null;

  const options: RefundsFilter[] = [...statuses, null];

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('dashboard.pages.queueRefunds.title')}
        description={t('dashboard.pages.queueRefunds.description')}
      />
      <fieldset className="min-w-0">
        <legend className="sr-only">{t('dashboard.refunds.filter.label')}</legend>
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          {options.map((option) => (
            <button
              key={option ?? allParam}
              type="button"
              aria-pressed={option === filter}
              onClick={() => setFilter(option)}
              className={cn(
                'focus-ring inline-flex h-9 shrink-0 items-center rounded-full border px-3.5 font-medium text-sm transition-colors',
                option === filter
                  ? 'border-zinc-900 bg-zinc-900 text-white dark:border-white dark:bg-white dark:text-zinc-950'
                  : 'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800',
              )}
            >
              {option === null
                ? t('dashboard.refunds.filter.all')
                : t(`dashboard.refunds.status.${option}`)}
            </button>
          ))}
        </div>
      </fieldset>

      <section aria-label={t('dashboard.refunds.listLabel')} aria-busy={isFetching}>
        {requests ? (
          requests.length === 0 ? (
            <EmptyState
              icon={HandCoins}
              title={
                filter === 'requested'
                  ? t('dashboard.refunds.empty.requested')
                  : t('dashboard.refunds.empty.other')
              }
              description={t('dashboard.refunds.empty.hint')}
            />
          ) : (
            <ul className="space-y-3">
              {requests.map((request) => (
                <RefundCard
                  key={request.id}
                  request={request}
                  now={fulfilledTimeStamp ?? Date.now()}
                  pendingAction={pendingOf(request)}
                  onApprove={(chosen) => setDialog({ action: 'approve', id: chosen.id })}
                  onReject={(chosen) => setDialog({ action: 'reject', id: chosen.id })}
                />
              ))}
            </ul>
          )
        ) : error && !isFetching ? (
          <Alert tone="danger" title={t('dashboard.refunds.loadFailed')}>
            <p>{errorMessage(error, t('messages.somethingWentWrong'))}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
              {t('actions.tryAgain')}
            </Button>
          </Alert>
        ) : (
          <div role="status" aria-label={t('dashboard.refunds.loading')} className="space-y-3">
            {['a', 'b'].map((key) => (
              <Skeleton key={key} className="h-48 rounded-2xl" />
            ))}
          </div>
        )}
      </section>

      <ApproveRefundDialog
        request={dialogRequest('approve')}
        isPending={pending?.action === 'approve'}
        onConfirm={(request) =>
          void run(
            request,
            'approve',
            () => approve({ refundId: request.id, filter }).unwrap(),
            t('dashboard.refunds.toasts.approved', {
              amount: amountOf(request),
              name: request.booking.customerName,
            }),
          )
        }
        onClose={() => setDialog(null)}
      />
      <RejectRefundDialog
        request={dialogRequest('reject')}
        isPending={pending?.action === 'reject'}
        onReject={(request, reason) =>
          void run(
            request,
            'reject',
            () => reject({ refundId: request.id, filter, reason }).unwrap(),
            t('dashboard.refunds.toasts.rejected', { name: request.booking.customerName }),
          )
        }
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
