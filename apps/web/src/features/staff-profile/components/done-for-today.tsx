import { Moon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Going home early: after a word of what it means, the member is away and the rest of their
 * day is taken off, so customers cannot choose them today; any status at work brings it back.
 */
export function DoneForToday({
  isPending,
  onDone,
}: {
  isPending: boolean;
  onDone: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  return (
    <div className="mt-5 flex flex-col gap-2 border-zinc-200 border-t pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-zinc-800">
      <p className="text-pretty text-sm text-zinc-600 dark:text-zinc-400">
        {t('liveStatus.doneForToday.hint')}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={isPending}
        onClick={() => setIsAsking(true)}
        className="shrink-0"
      >
        <Moon aria-hidden className="size-4" />
        {t('liveStatus.doneForToday.action')}
      </Button>
      <ConfirmDialog
        subject={isAsking ? true : null}
        isPending={isPending}
        variant="primary"
        icon={Moon}
        title={t('liveStatus.doneForToday.title')}
        description={t('liveStatus.doneForToday.description')}
        keepLabel={t('liveStatus.doneForToday.keep')}
        confirmLabel={t('liveStatus.doneForToday.confirm')}
        workingLabel={t('liveStatus.doneForToday.working')}
        onClose={() => setIsAsking(false)}
        onConfirm={async () => {
          if (await onDone()) setIsAsking(false);
        }}
      />
    </div>
  );
}
