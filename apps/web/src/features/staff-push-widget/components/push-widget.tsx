import type { PushWidgetSeconds } from '@jono/contract/api/auth';
import {
  CalendarCheck,
  CalendarPlus,
  type LucideIcon,
  MapPinCheck,
  ReceiptText,
  UserPlus,
  X,
} from 'lucide-react';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShortCode } from '@/components/order/short-code';
import { usePageVisible } from '../hooks/use-page-visible';
import type { PushNotice, PushNoticeKind } from '../utils/push-notice';

const icons: Record<PushNoticeKind, LucideIcon> = {
  walkIn: UserPlus,
  walkInCheckIn: MapPinCheck,
  booking: CalendarPlus,
  bookingCheckIn: CalendarCheck,
  refundRequest: ReceiptText,
};

/**
 * One notice. It closes itself after the member's time (never with 0), counting only while
 * the tab is in front and the card is neither pointed at nor holds the keyboard focus.
 */
function PushNoticeCard({
  notice,
  seconds,
  onDismiss,
}: {
  notice: PushNotice;
  seconds: PushWidgetSeconds;
  onDismiss: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [isPointedAt, setPointedAt] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const isPageVisible = usePageVisible();
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  const isHeld = isPointedAt || hasFocus || !isPageVisible;

  useEffect(() => {
    if (seconds === 0 || isHeld) return;
    const timer = window.setTimeout(() => dismissRef.current(notice.id), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, isHeld, notice.id]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
  };
  const Icon = icons[notice.kind];

  return (
    <article
      aria-label={t(`pushWidget.kinds.${notice.kind}`)}
      data-testid="push-notice"
      className="pointer-events-auto flex items-start gap-3 rounded-2xl border border-zinc-200 bg-white p-4 shadow-lg animate-fade-in dark:border-zinc-700 dark:bg-zinc-900"
      onMouseEnter={() => setPointedAt(true)}
      onMouseLeave={() => setPointedAt(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={onBlur}
    >
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-400/15 text-amber-700 dark:text-amber-300">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="font-semibold text-sm text-zinc-950 dark:text-white">
          {t(`pushWidget.kinds.${notice.kind}`)}
        </p>
        {notice.shortCode || notice.customerName ? (
          <p className="flex min-w-0 items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            {notice.shortCode ? <ShortCode code={notice.shortCode} /> : null}
            {notice.customerName ? <span className="truncate">{notice.customerName}</span> : null}
          </p>
        ) : null}
        <Link
          to={notice.to}
          onClick={() => onDismiss(notice.id)}
          className="focus-ring inline-block rounded font-semibold text-amber-800 text-sm underline-offset-2 hover:underline dark:text-amber-300"
        >
          {t(`pushWidget.links.${notice.link}`)}
        </Link>
      </div>
      <button
        type="button"
        aria-label={t('pushWidget.close')}
        onClick={() => onDismiss(notice.id)}
        className="focus-ring -mt-1 -mr-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
      >
        <X aria-hidden className="size-4" />
      </button>
    </article>
  );
}

/** An open dialog or drawer owns the Escape key; the widget closes on it only otherwise. */
const isModalOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/**
 * The staff push widget: new walk-ins, bookings, refund requests and check-ins as cards in
 * the corner, apart from the toasts. A polite live region reads each new card out without
 * moving the focus; Escape or a card's close button closes them. Closing the card that holds
 * the focus hands it back to where it was before the widget took it.
 */
export function PushWidget({
  notices,
  seconds,
  onDismiss,
  onDismissAll,
}: {
  notices: readonly PushNotice[];
  seconds: PushWidgetSeconds;
  onDismiss: (id: string) => void;
  onDismissAll: () => void;
}) {
  const { t } = useTranslation();
  const regionRef = useRef<HTMLDivElement>(null);
  const focusBefore = useRef<HTMLElement | null>(null);
  const hasNotices = notices.length > 0;

  useEffect(() => {
    if (!hasNotices) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isModalOpen()) return;
      handBackFocus();
      onDismissAll();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  function handBackFocus() {
    if (!regionRef.current?.contains(document.activeElement)) return;
    const target = focusBefore.current;
    if (target?.isConnected) target.focus();
    else (document.activeElement as HTMLElement | null)?.blur();
  }

  const dismiss = (id: string) => {
    handBackFocus();
    onDismiss(id);
  };

  const rememberFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
      focusBefore.current = from;
    }
  };

  return (
    <div
      ref={regionRef}
      role="status"
      aria-live="polite"
      aria-label={t('pushWidget.region')}
      onFocus={rememberFocus}
      // Always in the page, empty or not: a live region added with its content is not read out.
      className="pointer-events-none fixed top-20 right-4 left-4 z-40 flex flex-col gap-2 sm:left-auto sm:w-88"
    >
      {notices.map((notice) => (
        <PushNoticeCard key={notice.id} notice={notice} seconds={seconds} onDismiss={dismiss} />
      ))}
    </div>
  );
}
