import {
  type AcceptInvitationBody,
  authPaths,
  type Invitation,
  invitationResponse,
  type MessageResponse,
  messageResponse,
} from '@jono/contract/api/auth';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type { Invitation };

const invitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/auth/invitation: the shop, role and name an invitation link is for; 400 with
     * a LINK_* code once it is used, expired or unknown. Nothing is used up.
     */
    invitation: build.query<Invitation, string>({
      query: (invitationToken) => ({
        url: apiPath(authPaths.invitation),
        method: 'POST',
        body: { invitationToken },
      }),
      rawResponseSchema: invitationResponse,
      transformResponse: (response: { data: Invitation }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
    /** POST /api/auth/accept-invitation: the member's name and first password; uses the link up. */
    acceptInvitation: build.mutation<MessageResponse, AcceptInvitationBody>({
      query: (body) => ({ url: apiPath(authPaths.acceptInvitation), method: 'POST', body }),
      rawResponseSchema: messageResponse,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useInvitationQuery, useAcceptInvitationMutation } = invitationApi;
