import { useEffect, useRef, useState } from 'react';
import { realtimeSocket } from './socket';

/**
 * Joins the shop's staff room ('staff:queue', 'staff:message', 'staff:status' arrive there).
 * The server lets a connection in with a valid access token and forgets its rooms when it
 * drops, so the watch is sent on every (re)connect and again whenever the token is renewed.
 * `onConnect` runs on every reconnect too: announcements missed while offline are not
 * replayed (DESIGN section 8), so that is where a screen reads its data again.
 * Returns whether the live connection is up.
 */
export function useStaffRoom(
  accessToken: string | null | undefined,
  onConnect?: () => void,
): { isLive: boolean } {
  const [isLive, setIsLive] = useState(() => realtimeSocket().connected);
  const onConnectRef = useRef(onConnect);
  useEffect(() => {
    onConnectRef.current = onConnect;
  });

  useEffect(() => {
    if (!accessToken) return;
    const socket = realtimeSocket();
    const watch = () => socket.emit('staff:watch', accessToken);
    const handleConnect = () => {
      setIsLive(true);
      watch();
      // Also on the first connect: whatever changed between the page's read and joining the
      // room was announced to nobody here.
      onConnectRef.current?.();
    };
    const handleDisconnect = () => setIsLive(false);
    socket.on('connect', handleConnect);
    socket.on('disconnect', handleDisconnect);
    setIsLive(socket.connected);
    if (socket.connected) watch();
    return () => {
      socket.off('connect', handleConnect);
      socket.off('disconnect', handleDisconnect);
    };
  }, [accessToken]);

  return { isLive };
}
