import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/toast';
import {
  type RefundRequest,
  useApproveRefundMutation,
  useRefundRequestsQuery,
  useRejectRefundMutation,
} from '../api/refunds';
import type { RefundAction } from '../components/refund-card';
import { useRefundsFilter } from './use-refunds-filter';
import { useRefundsLive } from './use-refunds-live';

export interface RefundsViewer {
  shopId: string;
  accessToken: string;
}

/** Ages are counted from the last read; reading every minute keeps them true. */
const refreshEveryMs = 60_000;

/**
 * The refunds page's list, read live for the filter in the address, and its approve and
 * reject dialogs: a dialog shows the request as the list has it now, its action is told in a
 * toast, and it closes once the action is done.
 */
export function useRefundsPanel(viewer: RefundsViewer) {
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

  return {
    filter,
    setFilter,
    requests,
    error,
    isFetching,
    now: fulfilledTimeStamp ?? Date.now(),
    retry: () => void refetch(),
    pendingOf: (request: RefundRequest) => (pending?.id === request.id ? pending.action : null),
    open: (action: RefundAction) => (request: RefundRequest) =>
      setDialog({ action, id: request.id }),
    close: () => setDialog(null),
    dialogRequest,
    isPending: (action: RefundAction) => pending?.action === action,
    approve: (request: RefundRequest) =>
      void run(
        request,
        'approve',
        () => approve({ refundId: request.id, filter }).unwrap(),
        t('dashboard.refunds.toasts.approved', {
          amount: amountOf(request),
          name: request.booking.customerName,
        }),
      ),
    reject: (request: RefundRequest, reason: string) =>
      void run(
        request,
        'reject',
        () => reject({ refundId: request.id, filter, reason }).unwrap(),
        t('dashboard.refunds.toasts.rejected', { name: request.booking.customerName }),
      ),
  };
}
