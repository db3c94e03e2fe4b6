import type { SetupStep } from '@jono/contract/api/going-live';
import { CheckCircle2, Circle, EyeOff, Globe, MailWarning, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { usePublishMutation, useReadinessQuery, useUnpublishMutation } from '../api/going-live';
import { ShareShopCard } from './share-shop-card';

/** Where each step is done: the page, and on the shop details page the section. */
const stepLinks: Record<SetupStep, string> = {
  service: paths.dashboard.manage.services,
  openingHours: `${paths.dashboard.manage.shopDetails}#shop-hours`,
  position: `${paths.dashboard.manage.shopDetails}#shop-location`,
};

/** Each set-up step, done or left, with a link to where it is done. */
function SetupSteps({ steps }: { steps: readonly { step: SetupStep; isDone: boolean }[] }) {
  const { t } = useTranslation();
  return (
    <ol className="space-y-2">
      {steps.map(({ step, isDone }) => (
        <li
          key={step}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-zinc-200 px-3 py-2 dark:border-zinc-800"
        >
          {isDone ? (
            <CheckCircle2
              aria-hidden
              className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
            />
          ) : (
            <Circle aria-hidden className="size-5 shrink-0 text-zinc-400" />
          )}
          <span className="min-w-40 flex-1 text-sm text-zinc-900 dark:text-zinc-100">
            {t(`goingLive.steps.${step}`)}
            <span className="sr-only">
              {': '}
              {isDone ? t('goingLive.done') : t('goingLive.left')}
            </span>
          </span>
          <Link
            to={stepLinks[step]}
            className="focus-ring rounded font-medium text-amber-700 text-sm underline-offset-4 hover:underline dark:text-amber-400"
          >
            {isDone ? t('goingLive.change') : t(`goingLive.do.${step}`)}
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** While the steps load: the card's shape, so the overview does not jump. */
function ChecklistLoading() {
  return (
    <Card aria-busy="true" className="space-y-3 p-5">
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </Card>
  );
}

/** The steps could not be read: why, and a way to ask again. */
function ChecklistLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-5">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {t('goingLive.loadFailed')} {errorMessage(error)}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden className="size-4" />
        {t('goingLive.retry')}
      </Button>
    </Card>
  );
}

/** Why Publish waits: the owner's e-mail is not proven yet. */
function PublishWaitNote({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <p
      id={id}
      className="flex items-start gap-2 text-pretty text-amber-800 text-sm dark:text-amber-300"
    >
      <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
      {t('emailProof.publishUnavailable')}
    </p>
  );
}

/**
 * The owner's way to the public list: each set-up step done or left, with a link to where it
 * is done, and Publish once none is left and the owner's e-mail is proven (the note says why
 * Publish waits until then). A published shop shows its short links, QR code and posters to share,
 * and can be taken off the list again.
 */
export function GoingLiveChecklist({ isEmailProven }: { isEmailProven: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const waitNoteId = useId();
  const { data, error, isLoading, refetch } = useReadinessQuery();
  const [publish, publishing] = usePublishMutation();
  const [unpublish, unpublishing] = useUnpublishMutation();
  const [isConfirming, setIsConfirming] = useState(false);

  if (isLoading) return <ChecklistLoading />;
  if (!data) return <ChecklistLoadFailed error={error} onRetry={() => void refetch()} />;

  const isPublished = data.publishedAt !== null;
  const onPublish = async () => {
    const result = await publish();
    if ('error' in result) notify.error(errorMessage(result.error));
    else notify.success(t('goingLive.published'));
  };
  const onUnpublish = async () => {
    const result = await unpublish();
    setIsConfirming(false);
    if ('error' in result) notify.error(errorMessage(result.error));
    else notify.success(t('goingLive.unpublished'));
  };

  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id={titleId} className="font-semibold text-base text-zinc-950 dark:text-white">
            {isPublished ? t('goingLive.liveTitle') : t('goingLive.title')}
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {isPublished
              ? t('goingLive.liveDescription')
              : data.missing.length > 0
                ? t('goingLive.description')
                : t('goingLive.readyDescription')}
          </p>
        </div>
        {isPublished ? (
          <Button variant="dangerGhost" size="sm" onClick={() => setIsConfirming(true)}>
            <EyeOff aria-hidden className="size-4" />
            {t('goingLive.unpublish')}
          </Button>
        ) : data.missing.length === 0 ? (
          <Button
            onClick={() => void onPublish()}
            disabled={publishing.isLoading || !isEmailProven}
            aria-describedby={isEmailProven ? undefined : waitNoteId}
          >
            <Globe aria-hidden className="size-4" />
            {publishing.isLoading ? t('goingLive.publishing') : t('goingLive.publish')}
          </Button>
        ) : null}
      </div>
      {isPublished || isEmailProven ? null : <PublishWaitNote id={waitNoteId} />}
      {isPublished ? <ShareShopCard /> : null}
      {isPublished ? null : <SetupSteps steps={data.steps} />}
      <ConfirmDialog
        subject={isConfirming ? true : null}
        isPending={unpublishing.isLoading}
        title={t('goingLive.confirmTitle')}
        description={t('goingLive.confirmDescription')}
        keepLabel={t('goingLive.keepListed')}
        confirmLabel={t('goingLive.unpublish')}
        workingLabel={t('goingLive.unpublishing')}
        icon={EyeOff}
        onConfirm={() => void onUnpublish()}
        onClose={() => setIsConfirming(false)}
      />
    </Card>
  );
}
