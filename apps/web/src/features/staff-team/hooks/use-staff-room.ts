import type { StaffStatusPayload } from '@jono/contract/events';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '@/lib/api-client';
import { sessionUpdated } from '@/lib/session-events';
import { realtimeSocket } from '@/lib/socket';
import { useStaffRoom as joinStaffRoom } from '@/lib/staff-room';
import { teamEndpoints, teamUtil } from '../api/get-team';

/** The store's dispatch, typed to take the API's thunks (cache updates). */
const useThunkDispatch =
  useDispatch.withTypes<
    ThunkDispatch<{ [api.reducerPath]: ReturnType<typeof api.reducer> }, unknown, UnknownAction>
  >();

/**
 * Joins the shop's staff room on the shared socket (lib/staff-room: proven by the access
 * token, renewed when the server asks). Each 'staff:status' updates the team list, and the
 * user's own status in the session when it was them (another tab or device). Each time the
 * server has the screen in the room (the first time too) the team, the user's own status
 * with it, is read again: what was announced before then reached nobody here.
 */
export function useStaffRoom({
  accessToken,
  userId,
}: {
  accessToken: string | null;
  userId: string | null;
}) {
  const dispatch = useThunkDispatch();
  joinStaffRoom(accessToken, () => {
    void dispatch(
      teamEndpoints.team.initiate(undefined, { subscribe: false, forceRefetch: true }),
    ).then(({ data: team }) => {
      const own = team?.find((member) => member.userId === userId);
      if (own?.status)
        dispatch(sessionUpdated({ status: own.status, breakEndsAt: own.breakEndsAt }));
    });
  });

  useEffect(() => {
    if (!accessToken) return;
    const socket = realtimeSocket();
    const onStatus = ({ userId: changedUserId, status, breakEndsAt }: StaffStatusPayload) => {
      // An announcement from a server older than breaks with an end carries none.
      const end = breakEndsAt ?? null;
      dispatch(
        teamUtil.updateQueryData('team', undefined, (team) => {
          const member = team.find((candidate) => candidate.userId === changedUserId);
          if (member) Object.assign(member, { status, breakEndsAt: end });
        }),
      );
      if (changedUserId === userId && status) {
        dispatch(sessionUpdated({ status, breakEndsAt: end }));
      }
    };
    socket.on('staff:status', onStatus);
    return () => {
      socket.off('staff:status', onStatus);
    };
  }, [accessToken, userId, dispatch]);
}
