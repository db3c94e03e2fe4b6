import type { StaffMessage } from '@jono/contract/api/staff-queue';
import { Bell, BellRing, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/dates';
import { usePressOutside } from '@/lib/use-press-outside';
import { useBellMessages } from '../hooks/use-bell-messages';
import { messageText } from '../utils/message-text';
import { NotificationSoundSwitch } from './notification-sound-switch';

function MessageItem({
  message,
  isNew,
  now,
}: {
  message: StaffMessage;
  isNew: boolean;
  now: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li
      data-unread={isNew || undefined}
      className={cn(
        'flex gap-3 rounded-xl px-3 py-2.5',
        isNew && 'bg-amber-50 dark:bg-amber-400/10',
      )}
    >
      <span
        aria-hidden
        className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200"
      >
        <UserPlus className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-pretty text-sm text-zinc-900 dark:text-zinc-100">
          {isNew ? <span className="sr-only">{t('notifications.new')}: </span> : null}
          {messageText(message, t)}
        </p>
        <p className="mt-0.5 text-xs text-zinc-500 dark:text-zinc-400">
          <time dateTime={message.createdAt}>
            {timeAgo(message.createdAt, now, i18n.language) ?? t('notifications.justNow')}
          </time>
        </p>
      </div>
      {isNew ? (
        <span aria-hidden className="mt-2 size-2 shrink-0 rounded-full bg-amber-500" />
      ) : null}
    </li>
  );
}

/** The panel's title, and the way to the board where the customers are. */
function PanelHead({ headingId, onLeave }: { headingId: string; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-3 border-zinc-200 border-b px-4 py-3 dark:border-zinc-800">
      <h2 id={headingId} className="font-semibold text-base text-zinc-950 dark:text-white">
        {t('notifications.title')}
      </h2>
      <Link
        to={paths.dashboard.appointments}
        onClick={onLeave}
        className="focus-ring rounded-md font-semibold text-amber-700 text-sm hover:underline dark:text-amber-300"
      >
        {t('notifications.openBoard')}
      </Link>
    </div>
  );
}

/** The messages, newest first as they come; those new when the bell opened stand out. */
function MessageList({
  messages,
  newOnOpen,
  now,
}: {
  messages: readonly StaffMessage[];
  newOnOpen: ReadonlySet<string>;
  now: number;
}) {
  const { t } = useTranslation();
  if (messages.length === 0) {
    return (
      <p className="px-4 py-10 text-center text-sm text-zinc-500 dark:text-zinc-400">
        {t('notifications.empty')}
      </p>
    );
  }
  return (
    <ul className="flex-1 space-y-1 overflow-y-auto p-2">
      {messages.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          isNew={newOnOpen.has(message.id)}
          now={now}
        />
      ))}
    </ul>
  );
}

/**
 * The bell of the dashboard header: a marker while anything is unread (hasNewNotification)
 * and, on open, the list of messages worded in the reader's language.
 * Opening it marks what it shows as read; what was new stays highlighted until it closes.
 */
export function NotificationBell({ shopId, accessToken }: { shopId: string; accessToken: string }) {
  const { t } = useTranslation();
  const bell = useBellMessages({ shopId, accessToken });
  const { messages, unread, hasNewNotification, isOpen, newOnOpen, openedAt } = bell;
  const panelId = useId();
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    bell.close();
    if (returnFocus) button.current?.focus();
  };
  usePressOutside(isOpen, [panel, button], () => close(false));

  useEffect(() => {
    if (isOpen) panel.current?.focus();
  }, [isOpen]);

  const Icon = hasNewNotification ? BellRing : Bell;
  return (
    <div className="relative">
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={
          hasNewNotification
            ? t('notifications.bellUnread', { count: unread })
            : t('notifications.bell')
        }
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => (isOpen ? close(false) : bell.open())}
      >
        <Icon aria-hidden className="size-5" />
        {hasNewNotification ? (
          <span
            data-testid="unread-marker"
            aria-hidden
            className="absolute top-1.5 right-1.5 grid min-w-4 place-items-center rounded-full bg-red-600 px-1 font-bold text-[0.625rem] text-white leading-4 ring-2 ring-zinc-50 dark:ring-zinc-950"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </Button>
      {isOpen ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            close(true);
          }}
          onBlur={(event) => {
            const next = event.relatedTarget;
            if (next && !panel.current?.contains(next) && !button.current?.contains(next)) {
              close(false);
            }
          }}
          className="fixed inset-x-2 top-16 z-40 flex max-h-[min(32rem,calc(100dvh-5rem))] flex-col rounded-2xl border border-zinc-200 bg-white shadow-2xl outline-none animate-fade-in sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <PanelHead headingId={headingId} onLeave={() => close(false)} />
          <MessageList messages={messages} newOnOpen={newOnOpen} now={openedAt} />
          <NotificationSoundSwitch className="border-zinc-200 border-t px-4 py-3 dark:border-zinc-800" />
        </div>
      ) : null}
    </div>
  );
}
