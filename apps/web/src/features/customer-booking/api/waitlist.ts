import {
  bookingPaths,
  claimOfferResponse,
  type JoinWaitlistBody,
  joinWaitlistResponse,
} from '@jono/contract/api/booking';
import { LANGUAGE_HEADER } from '@jono/contract/languages';
import type { z } from 'zod';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

export type Joined = z.infer<typeof joinWaitlistResponse>['data'];
export type ClaimedOffer = z.infer<typeof claimOfferResponse>['data'];

const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** "Tell me if a time frees up": the offer mail is written in the saved language. */
    joinWaitlist: build.mutation<Joined, JoinWaitlistBody>({
      query: (body) => ({
        url: apiPath(bookingPaths.waitlist),
        method: 'POST',
        body,
        headers: { [LANGUAGE_HEADER]: currentLanguage() },
      }),
      rawResponseSchema: joinWaitlistResponse,
      transformResponse: (response: { data: Joined }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
    /** Takes the offer: confirmed at once, or a checkout to pay the fee. */
    claimOffer: build.mutation<ClaimedOffer, string>({
      query: (bookingId) => ({ url: apiPath(bookingPaths.claimOffer(bookingId)), method: 'POST' }),
      rawResponseSchema: claimOfferResponse,
      transformResponse: (response: { data: ClaimedOffer }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useJoinWaitlistMutation, useClaimOfferMutation } = waitlistApi;
