import type { StaffBookingPayload } from '@jono/contract/events';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { renewSessionOnce } from './api-client';
import { realtimeSocket } from './socket';
import { watchAnswered } from './socket-watch';

/**
 * Joins the shop's staff room ('staff:queue', 'staff:message', 'staff:status' and
 * 'staff:booking' arrive there).
 * The server lets a connection in with a valid access token, only until that token expires
 * or the login loses access, and forgets its rooms when it drops; so the watch is sent on
 * every (re)connect and again whenever the token is renewed, and when the server asks for a
 * renewal ('staff:renew') the session is renewed, which sends the watch with the new token,
 * or ends, which logs the user out.
 * `onWatching` runs each time the server has answered a watch, the first included: whatever
 * changed between the screen's read and its joining the room, or while it was offline, was
 * announced to nobody here, so that is where a screen reads its data again; and when the
 * server says some may not have reached it ('live:resync', after its node lost the others
 * for a while).
 * Returns whether the live connection is up.
 */
export function useStaffRoom(
  accessToken: string | null | undefined,
  onWatching?: () => void,
): { isLive: boolean } {
  const dispatch = useDispatch();
  const [isLive, setIsLive] = useState(() => realtimeSocket().connected);
  const onWatchingRef = useRef(onWatching);
  useEffect(() => {
    onWatchingRef.current = onWatching;
  });

  useEffect(() => {
    if (!accessToken) return;
    const socket = realtimeSocket();
    let isCurrent = true;
    const readAgain = () => onWatchingRef.current?.();
    const watch = () =>
      void watchAnswered(socket, { event: 'staff:watch', accessToken }).then(() => {
        if (isCurrent) readAgain();
      });
    const handleConnect = () => {
      setIsLive(true);
      watch();
    };
    const handleDisconnect = () => setIsLive(false);
    // Every screen on the page hears the ask; they share one renewal.
    const handleRenew = () => void renewSessionOnce(dispatch);
    socket.on('connect', handleConnect);
    socket.on('disconnect', handleDisconnect);
    socket.on('staff:renew', handleRenew);
    socket.on('live:resync', readAgain);
    setIsLive(socket.connected);
    if (socket.connected) watch();
    return () => {
      isCurrent = false;
      socket.off('connect', handleConnect);
      socket.off('disconnect', handleDisconnect);
      socket.off('staff:renew', handleRenew);
      socket.off('live:resync', readAgain);
    };
  }, [accessToken, dispatch]);

  return { isLive };
}

/**
 * Listens to 'staff:booking' of one shop (a booking made, paid, cancelled, refunded...) in
 * the staff room. `onEvent` gets each announcement, and null each time the server has the
 * screen in the room again, when whatever was announced before is unknown and the screen
 * reads all its data again.
 * Returns whether the live connection is up.
 */
export function useStaffBookingEvents({
  accessToken,
  shopId,
  onEvent,
}: {
  accessToken: string;
  shopId: string;
  onEvent: (payload: StaffBookingPayload | null) => void;
}): { isLive: boolean } {
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });
  const { isLive } = useStaffRoom(accessToken, () => onEventRef.current(null));

  useEffect(() => {
    const socket = realtimeSocket();
    const onBooking = (payload: StaffBookingPayload) => {
      if (payload.shopId === shopId) onEventRef.current(payload);
    };
    socket.on('staff:booking', onBooking);
    return () => {
      socket.off('staff:booking', onBooking);
    };
  }, [shopId]);

  return { isLive };
}
