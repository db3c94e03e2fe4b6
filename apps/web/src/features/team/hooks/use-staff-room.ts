import type { StaffStatusPayload } from '@jono/contract/events';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '@/lib/api-client';
import { sessionUpdated } from '@/lib/session-events';
import { realtimeSocket } from '@/lib/socket';
import { teamUtil } from '../api/get-team';

/**
 * Joins the shop's staff room on the shared socket, proven by the access token: again on
 * every (re)connect and whenever the token is renewed, since a room is not kept across
 * connections and an expired token is refused. Each 'staff:status' updates the team list,
 * and the user's own status in the session when it was them (another tab or device).
 * After a reconnect the team is read again: announcements missed offline are not replayed.
 */
/** The store's dispatch, typed to take the API's thunks (cache updates). */
const useThunkDispatch =
  useDispatch.withTypes<
    ThunkDispatch<{ [api.reducerPath]: ReturnType<typeof api.reducer> }, unknown, UnknownAction>
  >();

export function useStaffRoom({
  accessToken,
  userId,
}: {
  accessToken: string | null;
  userId: string | null;
}) {
  const dispatch = useThunkDispatch();

  useEffect(() => {
    if (!accessToken) return;
    const socket = realtimeSocket();
    let hasConnectedBefore = socket.connected;
    const watch = () => socket.emit('staff:watch', accessToken);
    const onConnect = () => {
      watch();
      if (hasConnectedBefore) dispatch(teamUtil.invalidateTags(['Team']));
      hasConnectedBefore = true;
    };
    const onStatus = ({ userId: changedUserId, status }: StaffStatusPayload) => {
      dispatch(
        teamUtil.updateQueryData('team', undefined, (team) => {
          const member = team.find((candidate) => candidate.userId === changedUserId);
          if (member) member.status = status;
        }),
      );
      if (changedUserId === userId && status) dispatch(sessionUpdated({ status }));
    };
    socket.on('connect', onConnect);
    socket.on('staff:status', onStatus);
    if (socket.connected) watch();
    return () => {
      socket.off('connect', onConnect);
      socket.off('staff:status', onStatus);
    };
  }, [accessToken, userId, dispatch]);
}
