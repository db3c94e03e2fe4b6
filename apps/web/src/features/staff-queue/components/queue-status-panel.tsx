import type { QueueBoard } from '@jono/contract/api/staff-queue';
import type { QueueState } from '@jono/contract/events';
import { Armchair, Gauge, Hourglass, ShieldBan, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import {
  type QueueSettingsChanges,
  useQueueBoardQuery,
  useUpdateQueueSettingsMutation,
} from '../api/queue-board';
import { useQueueLive } from '../hooks/use-queue-live';
import { BarbersAtWork } from './barbers-at-work';
import { BlockedPhonesList } from './blocked-phones-list';
import { LiveBadge } from './live-badge';
import { NewcomerWait } from './newcomer-wait';
import { QueueLimitForm } from './queue-limit-form';
import { QueueStateControl } from './queue-state-control';
import { QueueStatusSection } from './queue-status-section';

/**
 * Saves a change of the queue's settings and says so (one toast, replaced by the next); the
 * state switch also remembers which state is being saved, for its spinner.
 */
function useQueueSettingsSave(shopId: string) {
  const { t } = useTranslation();
  const [updateQueueSettings] = useUpdateQueueSettingsMutation();
  const [savingState, setSavingState] = useState<QueueState | 'automatic' | null>(null);

  const save = async (changes: QueueSettingsChanges, success: string): Promise<boolean> => {
    try {
      await updateQueueSettings({ shopId: shopId, ...changes }).unwrap();
      notify.success(success, { id: 'queue-status' });
      return true;
    } catch (failure) {
      notify.error(errorMessage(failure, t('messages.somethingWentWrong')), { id: 'queue-status' });
      return false;
    }
  };

  const changeState = async (override: QueueState | null) => {
    setSavingState(override ?? 'automatic');
    await save(
      { override },
      override
        ? t('queueStatus.saved', { state: t(`board.queueState.${override}`) })
        : t('queueStatus.savedAutomatic'),
    );
    setSavingState(null);
  };
  return { save, changeState, savingState };
}

/** While the board loads: the sections' shapes. */
function QueueStatusLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('board.loading')} className="grid gap-6 lg:grid-cols-2">
      <Skeleton className="h-64 rounded-2xl lg:col-span-2" />
      <Skeleton className="h-56 rounded-2xl" />
      <Skeleton className="h-56 rounded-2xl" />
    </div>
  );
}

/** What a newcomer would wait, and how many the queue takes. */
function WaitAndLimit({
  board,
  save,
}: {
  board: QueueBoard;
  save: (changes: QueueSettingsChanges, success: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <QueueStatusSection
        icon={Hourglass}
        title={t('queueStatus.newcomer.title')}
        description={t('chairs.newcomerWaitHint')}
      >
        <NewcomerWait board={board} />
      </QueueStatusSection>
      <QueueStatusSection
        icon={Gauge}
        title={t('queueStatus.limit.title')}
        description={t('queueStatus.limit.description')}
      >
        <QueueLimitForm
          board={board}
          onSave={(queueLimit) =>
            save(
              { queueLimit },
              queueLimit === null
                ? t('queueStatus.limit.savedDefault')
                : t('queueStatus.limit.saved', { count: queueLimit }),
            )
          }
        />
      </QueueStatusSection>
    </div>
  );
}

/**
 * The walk-in queue's controls (owner, receptionist): the state now and whether it follows
 * the hours or was set by hand, the manual switch, the limit, the barbers at work and what
 * a newcomer would wait. The server announces every change to customers at once.
 */
export function QueueStatusPanel({
  viewer,
}: {
  viewer: { userId: string; shopId: string; accessToken: string };
}) {
  const { t } = useTranslation();
  const { data: board, error, refetch, isFetching } = useQueueBoardQuery(viewer.shopId);
  const { isLive } = useQueueLive({ shopId: viewer.shopId, accessToken: viewer.accessToken });
  const { save, changeState, savingState } = useQueueSettingsSave(viewer.shopId);

  const header = (
    <PageHeader
      title={t('dashboard.pages.queueStatus.title')}
      description={t('dashboard.pages.queueStatus.description')}
      actions={<LiveBadge isLive={isLive} />}
    />
  );

  if (!board) {
    return (
      <div className="space-y-8">
        {header}
        {error ? (
          <LoadFailedAlert
            title={t('board.loadFailed')}
            error={error}
            onRetry={() => void refetch()}
            isRetrying={isFetching}
          />
        ) : (
          <QueueStatusLoading />
        )}
      </div>
    );
  }

  return (
    <div className="space-y-8">
      {header}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <QueueStatusSection
          className="lg:col-span-2"
          icon={SlidersHorizontal}
          title={t('queueStatus.current')}
        >
          <QueueStateControl
            board={board}
            onChange={(o) => void changeState(o)}
            saving={savingState}
          />
        </QueueStatusSection>
        <WaitAndLimit board={board} save={save} />
        <QueueStatusSection
          icon={Armchair}
          title={t('queueStatus.barbers.title')}
          description={t('queueStatus.barbers.description')}
        >
          <BarbersAtWork board={board} viewerId={viewer.userId} />
        </QueueStatusSection>
        <QueueStatusSection
          className="lg:col-span-2"
          icon={ShieldBan}
          title={t('queueStatus.blocked.title')}
          description={t('queueStatus.blocked.description')}
        >
          <BlockedPhonesList shopId={viewer.shopId} timezone={board.shop.timezone} />
        </QueueStatusSection>
      </div>
    </div>
  );
}
