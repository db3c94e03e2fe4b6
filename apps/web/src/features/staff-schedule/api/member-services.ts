import {
  type BarberServices,
  type BarberTerm,
  barberServicePaths,
  barberServicesResponse,
} from '@jono/contract/api/barber-services';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type { BarberServices, BarberTerm };

/** One member's services: a change reads them again. */
const memberServicesTag = 'MemberServices' as const;

const memberServicesApi = api
  .enhanceEndpoints({ addTagTypes: [memberServicesTag] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The shop's services with the member's own terms and what their visits took. */
      memberServices: build.query<BarberServices, string>({
        query: (userId) => apiPath(barberServicePaths.services(userId)),
        rawResponseSchema: barberServicesResponse,
        transformResponse: (response: { data: BarberServices }) => response.data,
        catchSchemaFailure: malformedAnswer,
        providesTags: (_answer, _error, userId) => [{ type: memberServicesTag, id: userId }],
      }),
      setMemberServices: build.mutation<unknown, { userId: string; services: BarberTerm[] }>({
        query: ({ userId, services }) => ({
          url: apiPath(barberServicePaths.services(userId)),
          method: 'PUT',
          body: { services },
        }),
        invalidatesTags: (_answer, _error, { userId }) => [{ type: memberServicesTag, id: userId }],
      }),
    }),
  });

export const { useMemberServicesQuery, useSetMemberServicesMutation } = memberServicesApi;
