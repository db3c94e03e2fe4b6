import { managePaths, staffListResponse, type staffMemberSchema } from '@jono/contract/api/manage';
import type { z } from 'zod';
import { api, apiPath, malformedAnswer, teamTag } from '@/lib/api-client';

export type StaffMember = z.infer<typeof staffMemberSchema>;
export type StaffRole = StaffMember['role'];

/** The staff list of the administration page. */
export const staffTag = 'StaffAdmin' as const;

const staffApi = api.enhanceEndpoints({ addTagTypes: [staffTag] }).injectEndpoints({
  endpoints: (build) => ({
    staffMembers: build.query<StaffMember[], void>({
      query: () => apiPath(managePaths.staff),
      rawResponseSchema: staffListResponse,
      transformResponse: (response: { data: StaffMember[] }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: [staffTag],
    }),
    inviteStaff: build.mutation<
      unknown,
      { name: string; email: string; role: 'barber' | 'receptionist' }
    >({
      query: (body) => ({ url: apiPath(managePaths.staff), method: 'POST', body }),
      invalidatesTags: [staffTag, teamTag],
    }),
    changeStaffRole: build.mutation<unknown, { id: string; role: StaffRole }>({
      query: ({ id, role }) => ({
        url: apiPath(managePaths.staffMember(id)),
        method: 'PATCH',
        body: { role },
      }),
      invalidatesTags: [staffTag, teamTag],
    }),
    setStaffActive: build.mutation<unknown, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => ({
        url: apiPath(isActive ? managePaths.staffActivate(id) : managePaths.staffDeactivate(id)),
        method: 'POST',
      }),
      invalidatesTags: [staffTag, teamTag],
    }),
  }),
});

export const {
  useStaffMembersQuery,
  useInviteStaffMutation,
  useChangeStaffRoleMutation,
  useSetStaffActiveMutation,
} = staffApi;
