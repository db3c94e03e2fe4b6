import type { StaffBookingPayload, StaffQueuePayload } from '@jono/contract/events';
import type { Role } from '@jono/contract/roles';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { realtimeSocket } from '@/lib/socket';
import { useStaffRoom } from '@/lib/staff-room';
import { areBrowserAlertsOn, showBrowserAlert } from '../utils/browser-alerts';
import { noticeLine } from '../utils/notice-line';
import { noticeOfBookingChange, noticeOfQueueChange, type PushNotice } from '../utils/push-notice';

/** More at once would cover the page; the oldest gives way (as toasts do). */
const MAX_PUSH_NOTICES = 3;

/**
 * The push notices of one staff screen, from the shop's staff room. While the tab is hidden
 * and the member switched browser notifications on, a moment becomes a browser notification
 * instead, whose click brings the tab back on the notice's page.
 */
export function usePushNotices({
  accessToken,
  shopId,
  role,
}: {
  accessToken: string;
  shopId: string;
  role: Role;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [notices, setNotices] = useState<PushNotice[]>([]);
  useStaffRoom(accessToken);

  const deliver = useRef<(notice: PushNotice) => void>(() => {});
  deliver.current = (notice) => {
    if (document.visibilityState === 'hidden' && areBrowserAlertsOn()) {
      showBrowserAlert(
        { tag: notice.id, title: t(`pushWidget.kinds.${notice.kind}`), body: noticeLine(notice) },
        () => void navigate(notice.to),
      );
      return;
    }
    setNotices((shown) => [
      ...shown.filter((other) => other.id !== notice.id).slice(-(MAX_PUSH_NOTICES - 1)),
      notice,
    ]);
  };

  useEffect(() => {
    const socket = realtimeSocket();
    const onQueue = (payload: StaffQueuePayload) => {
      const notice = payload.shopId === shopId ? noticeOfQueueChange(payload) : null;
      if (notice) deliver.current(notice);
    };
    const onBooking = (payload: StaffBookingPayload) => {
      const notice = payload.shopId === shopId ? noticeOfBookingChange(payload, role) : null;
      if (notice) deliver.current(notice);
    };
    socket.on('staff:queue', onQueue);
    socket.on('staff:booking', onBooking);
    return () => {
      socket.off('staff:queue', onQueue);
      socket.off('staff:booking', onBooking);
    };
  }, [shopId, role]);

  const dismiss = useCallback((id: string) => {
    setNotices((shown) => shown.filter((notice) => notice.id !== id));
  }, []);
  const dismissAll = useCallback(() => setNotices([]), []);

  return { notices, dismiss, dismissAll };
}
