import { CalendarPlus, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/lib/toast';
import type { MadeFeed } from '../api/calendar-feeds';

/** Google Calendar's "add by URL" page, which subscribes to the address it is handed. */
const googleCalendarUrl = (webcalUrl: string) =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}`;

/**
 * A new calendar address, shown this once: the server keeps only its hash. Copy it into any
 * calendar app, or let this device's calendar (webcal:) or Google Calendar subscribe.
 */
export function FeedAddressDialog({
  made,
  onClose,
}: {
  made: MadeFeed | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const canCopy = Boolean(navigator.clipboard?.writeText);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('calendarFeeds.address.copied'));
    } catch {
      // Copying was refused; the address is selected in its field to copy by hand.
      notify.error(t('calendarFeeds.address.copyFailed'));
    }
  };
  const name = made?.feed.memberName ?? t('calendarFeeds.shopFeed');
  return (
    <Dialog
      isOpen={made !== null}
      onClose={onClose}
      title={t('calendarFeeds.address.title', { name })}
      description={t('calendarFeeds.address.description')}
    >
      {made ? (
        <div className="space-y-4">
          <label className="block space-y-1.5">
            <span className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
              {t('calendarFeeds.address.label')}
            </span>
            <input
              readOnly
              value={made.url}
              onFocus={(event) => event.currentTarget.select()}
              className="focus-ring block w-full rounded-lg border border-zinc-300 bg-zinc-50 px-3 py-2 font-mono text-xs text-zinc-900 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            {canCopy ? (
              <Button variant="primary" size="sm" onClick={() => void copy(made.url)}>
                <Copy aria-hidden className="size-4" />
                {t('calendarFeeds.address.copy')}
              </Button>
            ) : null}
            <a href={made.webcalUrl} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
              <CalendarPlus aria-hidden className="size-4" />
              {t('calendarFeeds.address.subscribeHere')}
            </a>
            <a
              href={googleCalendarUrl(made.webcalUrl)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles({ variant: 'secondary', size: 'sm' })}
            >
              {t('calendarFeeds.address.google')}
            </a>
          </div>
          <Alert tone="warning" title={t('calendarFeeds.address.onceTitle')}>
            <p>{t('calendarFeeds.address.once')}</p>
          </Alert>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('calendarFeeds.address.done')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
