import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { type RefundsViewer, useRefundsPanel } from '../hooks/use-refunds-panel';
import { RefundCard } from './refund-card';
import { ApproveRefundDialog, RejectRefundDialog } from './refund-dialogs';
import { RefundsStatusFilter } from './refunds-status-filter';

/** Refund requests of the shop's bookings, waiting ones first: approve or reject each. */
export function RefundsPanel({ viewer }: { viewer: RefundsViewer }) {
  const { t } = useTranslation();
  const panel = useRefundsPanel(viewer);
  const { requests, error, isFetching } = panel;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('dashboard.pages.queueRefunds.title')}
        description={t('dashboard.pages.queueRefunds.description')}
      />
      <RefundsStatusFilter filter={panel.filter} onChange={panel.setFilter} />

      <section aria-label={t('dashboard.refunds.listLabel')} aria-busy={isFetching}>
        {requests ? (
          requests.length === 0 ? (
            <EmptyState
              icon={HandCoins}
              title={
                panel.filter === 'requested'
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
                  now={panel.now}
                  pendingAction={panel.pendingOf(request)}
                  onApprove={panel.open('approve')}
                  onReject={panel.open('reject')}
                />
              ))}
            </ul>
          )
        ) : error && !isFetching ? (
          <Alert tone="danger" title={t('dashboard.refunds.loadFailed')}>
            <p>{errorMessage(error, t('messages.somethingWentWrong'))}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={panel.retry}>
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
        request={panel.dialogRequest('approve')}
        isPending={panel.isPending('approve')}
        onConfirm={panel.approve}
        onClose={panel.close}
      />
      <RejectRefundDialog
        request={panel.dialogRequest('reject')}
        isPending={panel.isPending('reject')}
        onReject={panel.reject}
        onClose={panel.close}
      />
    </div>
  );
}
