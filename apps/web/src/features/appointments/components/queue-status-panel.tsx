import { zodResolver } from '@hookform/resolvers/zod';
import type { QueueBoard } from '@jono/contract/api/staff-queue';
import type { QueueState } from '@jono/contract/events';
import { DEFAULT_QUEUE_LIMIT_PER_CHAIR } from '@jono/contract/rules/queue-state';
import { Armchair, Gauge, Hourglass, Save, SlidersHorizontal, Wand2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LiveStatusDot } from '@/components/ui/live-status-dot';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorText } from '@/lib/field-error';
import { formatMinutes } from '@/lib/format';
import { notify } from '@/lib/toast';
import {
  type QueueSettingsChanges,
  useQueueBoardQuery,
  useUpdateQueueSettingsMutation,
} from '../api/queue-board';
import { useQueueLive } from '../hooks/use-queue-live';
import { barbersInOrder } from './barbers-list';
import { LiveBadge } from './live-badge';
import { QueueStateBadge, queueStateTones } from './queue-state-badge';

const manualStates: readonly QueueState[] = ['open', 'full', 'closed'];

/** A barber's chair counts while they are available, busy or on a break (not away). */
const isAtWork = (status: string | null) =>
  status === 'available' || status === 'busy' || status === 'on_break';

function Panel({
  icon: Icon,
  title,
  description,
  children,
  className,
}: {
  icon: typeof Armchair;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby={headingId}>
        <div className="flex items-start gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-800 dark:bg-amber-400/10 dark:text-amber-300">
            <Icon aria-hidden className="size-4.5" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-base text-zinc-950 dark:text-white">
              {title}
            </h2>
            {description ? (
              <p className="mt-0.5 text-pretty text-sm text-zinc-600 dark:text-zinc-400">
                {description}
              </p>
            ) : null}
          </div>
        </div>
        <div className="mt-5">{children}</div>
      </section>
    </Card>
  );
}

/** Open, full or closed by hand, or back to automatic: customers see the change at once. */
function StateControl({
  board,
  onChange,
  saving,
}: {
  board: QueueBoard;
  onChange: (override: QueueState | null) => void;
  saving: QueueState | 'automatic' | null;
}) {
  const { t } = useTranslation();
  const { queueState, queueStateOverride } = board.shop;
  const isAutomatic = queueStateOverride === null;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p
          data-testid="queue-state-now"
          data-queue-state={queueState}
          className="flex items-center gap-3 font-bold text-3xl text-zinc-950 tracking-tight sm:text-4xl dark:text-white"
        >
          <span
            aria-hidden
            className={cn('size-3.5 rounded-full', queueStateTones[queueState].dot)}
          />
          {t(`board.queueState.${queueState}`)}
        </p>
        <span
          data-testid="queue-state-mode"
          className={cn(
            'rounded-full px-2.5 py-1 font-semibold text-xs',
            isAutomatic
              ? 'bg-sky-50 text-sky-900 dark:bg-sky-400/10 dark:text-sky-200'
              : 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
          )}
        >
          {isAutomatic ? t('queueStatus.automatic') : t('queueStatus.manual')}
        </span>
      </div>
      <p className="text-pretty text-sm text-zinc-700 dark:text-zinc-300">
        {t(`queueStatus.stateHints.${queueState}`)}{' '}
        {isAutomatic ? t('queueStatus.automaticHint') : t('queueStatus.manualHint')}
      </p>
      <fieldset>
        <legend className="mb-2 font-medium text-sm text-zinc-900 dark:text-zinc-100">
          {t('queueStatus.setTitle')}
        </legend>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="grid grid-cols-3 gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800/80">
            {manualStates.map((state) => {
              const isPressed = queueStateOverride === state;
              return (
                <button
                  key={state}
                  type="button"
                  aria-pressed={isPressed}
                  disabled={saving !== null}
                  onClick={() => onChange(state)}
                  className={cn(
                    'focus-ring inline-flex h-10 min-w-24 items-center justify-center gap-2 rounded-lg px-4 font-semibold text-sm transition-colors disabled:cursor-wait',
                    isPressed
                      ? 'bg-white text-zinc-950 shadow-sm dark:bg-zinc-950 dark:text-white'
                      : 'text-zinc-700 hover:bg-white/60 hover:text-zinc-950 dark:text-zinc-300 dark:hover:bg-zinc-900/60 dark:hover:text-white',
                  )}
                >
                  {saving === state ? (
                    <Spinner className="size-4" />
                  ) : (
                    <span
                      aria-hidden
                      className={cn('size-2 rounded-full', queueStateTones[state].dot)}
                    />
                  )}
                  {t(`board.queueState.${state}`)}
                </button>
              );
            })}
          </div>
          <Button
            variant="secondary"
            aria-pressed={isAutomatic}
            disabled={saving !== null}
            onClick={() => onChange(null)}
            className={cn(isAutomatic && 'ring-2 ring-sky-500/40')}
          >
            {saving === 'automatic' ? (
              <Spinner className="size-4" />
            ) : (
              <Wand2 aria-hidden className="size-4" />
            )}
            {t('queueStatus.returnToAutomatic')}
          </Button>
        </div>
        <p className="mt-2 text-xs text-zinc-500 dark:text-zinc-400">
          {t('queueStatus.setDescription')}
        </p>
      </fieldset>
    </div>
  );
}

const limitSchema = z.object({
  queueLimit: z
    .number({ error: 'queueStatus.limit.invalid' })
    .int('queueStatus.limit.invalid')
    .min(1, 'queueStatus.limit.invalid')
    .max(500, 'queueStatus.limit.invalid'),
});
type LimitValues = z.input<typeof limitSchema>;

function LimitForm({
  board,
  onSave,
}: {
  board: QueueBoard;
  onSave: (queueLimit: number | null) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { queueLimit, chairCount } = board.shop;
  const defaultLimit = chairCount * DEFAULT_QUEUE_LIMIT_PER_CHAIR;
  const { register, handleSubmit, formState, reset } = useForm<LimitValues>({
    defaultValues: { queueLimit },
    resolver: zodResolver(limitSchema),
  });
  const [isResetting, setResetting] = useState(false);

  // The saved limit (here or on another screen) is what the field shows when untouched.
  useEffect(() => {
    reset({ queueLimit });
  }, [queueLimit, reset]);

  const isSaving = formState.isSubmitting;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit(async (values) => {
        await onSave(values.queueLimit);
      })}
    >
      <TextField
        type="number"
        inputMode="numeric"
        min={1}
        max={500}
        step={1}
        label={t('queueStatus.limit.label')}
        hint={t('queueStatus.limit.hint', { count: defaultLimit })}
        error={fieldErrorText(t, formState.errors.queueLimit)}
        inputClassName="max-w-40 tabular-nums"
        disabled={isSaving || isResetting}
        {...register('queueLimit', { valueAsNumber: true })}
      />
      <p className="text-sm text-zinc-700 dark:text-zinc-300" data-testid="queue-limit-use">
        {t('queueStatus.limit.waitingNow', { waiting: board.waiting.length, limit: queueLimit })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSaving || isResetting}>
          {isSaving ? (
            <Spinner className="size-4 text-current" />
          ) : (
            <Save aria-hidden className="size-4" />
          )}
          {isSaving ? t('queueStatus.limit.saving') : t('queueStatus.limit.save')}
        </Button>
        {queueLimit !== defaultLimit ? (
          <Button
            variant="ghost"
            disabled={isSaving || isResetting}
            onClick={async () => {
              setResetting(true);
              await onSave(null);
              setResetting(false);
            }}
          >
            {t('queueStatus.limit.reset', { count: defaultLimit })}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function BarbersAtWork({ board, viewerId }: { board: QueueBoard; viewerId: string }) {
  const { t } = useTranslation();
  const { workingChairs, chairCount } = board.shop;
  return (
    <div className="space-y-4">
      <div>
        <p
          data-testid="chairs-in-use"
          className="font-bold text-3xl text-zinc-950 tabular-nums tracking-tight dark:text-white"
        >
          {t('queueStatus.barbers.chairs', { working: workingChairs, chairs: chairCount })}
        </p>
        <div className="mt-2 flex gap-1.5" aria-hidden>
          {Array.from({ length: chairCount }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the chairs have no identity but their place.
              key={index}
              className={cn(
                'h-2 flex-1 rounded-full',
                index < workingChairs ? 'bg-amber-400' : 'bg-zinc-200 dark:bg-zinc-800',
              )}
            />
          ))}
        </div>
      </div>
      {board.barbers.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('board.barbers.empty')}</p>
      ) : (
        <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
          {barbersInOrder(board.barbers, viewerId).map((barber) => (
            <li key={barber.userId} className="flex items-center gap-3 py-2.5">
              <Avatar name={barber.name} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-sm text-zinc-950 dark:text-white">
                  {barber.name}
                </p>
                <p className="flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
                  {barber.status ? <LiveStatusDot status={barber.status} /> : null}
                  {t(`board.status.${barber.status ?? 'none'}`)}
                </p>
              </div>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2.5 py-1 font-semibold text-xs',
                  isAtWork(barber.status)
                    ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300'
                    : 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
                )}
              >
                {isAtWork(barber.status)
                  ? t('queueStatus.barbers.atWork')
                  : t('queueStatus.barbers.notAtWork')}
              </span>
            </li>
          ))}
        </ul>
      )}
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
  const { t, i18n } = useTranslation();
  const { data: board, error, refetch, isFetching } = useQueueBoardQuery(viewer.shopId);
  const { isLive } = useQueueLive({ shopId: viewer.shopId, accessToken: viewer.accessToken });
  const [updateQueueSettings] = useUpdateQueueSettingsMutation();
  const [savingState, setSavingState] = useState<QueueState | 'automatic' | null>(null);

  const save = async (changes: QueueSettingsChanges, success: string): Promise<boolean> => {
    try {
      await updateQueueSettings({ shopId: viewer.shopId, ...changes }).unwrap();
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
          <Alert tone="danger" title={t('board.loadFailed')}>
            <p>{errorMessage(error, t('messages.somethingWentWrong'))}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              disabled={isFetching}
              onClick={() => void refetch()}
            >
              {t('actions.tryAgain')}
            </Button>
          </Alert>
        ) : (
          <div role="status" aria-label={t('board.loading')} className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="h-64 rounded-2xl lg:col-span-2" />
            <Skeleton className="h-56 rounded-2xl" />
            <Skeleton className="h-56 rounded-2xl" />
          </div>
        )}
      </div>
    );
  }

  const { newcomerWait, queueState } = board.shop;
  return (
    <div className="space-y-8">
      {header}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Panel className="lg:col-span-2" icon={SlidersHorizontal} title={t('queueStatus.current')}>
          <StateControl board={board} onChange={(o) => void changeState(o)} saving={savingState} />
        </Panel>
        <div className="space-y-6">
          <Panel
            icon={Hourglass}
            title={t('queueStatus.newcomer.title')}
            description={t('queueStatus.newcomer.hint')}
          >
            <p
              data-testid="newcomer-wait"
              className="font-bold text-3xl text-zinc-950 tabular-nums tracking-tight dark:text-white"
            >
              {queueState !== 'open'
                ? t(`bigScreen.queueState.${queueState}`)
                : newcomerWait > 0
                  ? t('queueStatus.newcomer.about', {
                      time: formatMinutes(newcomerWait, i18n.language),
                    })
                  : t('board.noWait')}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
              <QueueStateBadge state={queueState} />
              <span>{t('board.stats.waitingCount', { count: board.waiting.length })}</span>
            </div>
          </Panel>
          <Panel
            icon={Gauge}
            title={t('queueStatus.limit.title')}
            description={t('queueStatus.limit.description')}
          >
            <LimitForm
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
          </Panel>
        </div>
        <Panel
          icon={Armchair}
          title={t('queueStatus.barbers.title')}
          description={t('queueStatus.barbers.description')}
        >
          <BarbersAtWork board={board} viewerId={viewer.userId} />
        </Panel>
      </div>
    </div>
  );
}
