import { managePaths, staffListResponse, type staffMemberSchema } from '@jono/contract/api/manage';
import type { z } from 'zod';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type StaffMember = z.infer<typeof staffMemberSchema>;
export type StaffRole = StaffMember['role'];

const staffApi = api.enhanceEndpoints({ addTagTypes: ['StaffAdmin'] }).injectEndpoints({
  endpoints: (build) => ({
    staffMembers: build.query<StaffMember[], void>({
      query: () => apiPath(managePaths.staff),
      rawResponseSchema: staffListResponse,
      transformResponse: (response: { data: StaffMember[] }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: ['StaffAdmin'],
    }),
    inviteStaff: build.mutation<
      unknown,
      { name: string; email: string; role: 'barber' | 'receptionist' }
    >({
      query: (body) => ({ url: apiPath(managePaths.staff), method: 'POST', body }),
      invalidatesTags: ['StaffAdmin', 'Team'],
    }),
    changeStaffRole: build.mutation<unknown, { id: string; role: StaffRole }>({
      query: ({ id, role }) => ({
        url: apiPath(managePaths.staffMember(id)),
        method: 'PATCH',
        body: { role },
      }),
      invalidatesTags: ['StaffAdmin', 'Team'],
    }),
    setStaffActive: build.mutation<unknown, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => ({
        url: apiPath(isActive ? managePaths.staffActivate(id) : managePaths.staffDeactivate(id)),
        method: 'POST',
      }),
      invalidatesTags: ['StaffAdmin', 'Team'],
    }),
  }),
});

export const {
  useStaffMembersQuery,
  useInviteStaffMutation,
  useChangeStaffRoleMutation,
  useSetStaffActiveMutation,
} = staffApi;
