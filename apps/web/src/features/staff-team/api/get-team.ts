import { type TeamMember, teamResponse, userPaths } from '@jono/contract/api/auth';
import { api, apiPath, malformedAnswer, teamTag } from '@/lib/api-client';

const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users/team: the staff of the user's own shop, with their live statuses. */
    team: build.query<TeamMember[], void>({
      query: () => apiPath(userPaths.team),
      rawResponseSchema: teamResponse,
      transformResponse: (response: { data: TeamMember[] }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: [teamTag],
    }),
  }),
});

export const { useTeamQuery } = teamApi;
export const teamEndpoints = teamApi.endpoints;
export const teamUtil = teamApi.util;
