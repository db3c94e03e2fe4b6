import {
  bookingPaths,
  type CreateBookingBody,
  type CreateBookingResponse,
  createBookingResponse,
} from '@jono/contract/api/booking';
import { LANGUAGE_HEADER } from '@jono/contract/languages';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

const createBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/pre-booking. `x-lang` carries the saved language (default
     * fi): the confirmation mail is written in it.
     */
    createBooking: build.mutation<CreateBookingResponse['data'], CreateBookingBody>({
      query: (body) => ({
        url: apiPath(bookingPaths.create),
        method: 'POST',
        body,
        headers: { [LANGUAGE_HEADER]: currentLanguage() },
      }),
      rawResponseSchema: createBookingResponse,
      transformResponse: (response: CreateBookingResponse) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useCreateBookingMutation } = createBookingApi;
