import {
  authPaths,
  type emailLoginBody,
  type loginBody,
  type Session,
  sessionResponse,
} from '@jono/contract/api/auth';
import type { z } from 'zod';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type PhoneLoginBody = z.input<typeof loginBody>;
export type EmailLoginBody = z.input<typeof emailLoginBody>;

const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/login: phone number and password; sets the refresh cookie. */
    loginWithPhone: build.mutation<Session, PhoneLoginBody>({
      query: (body) => ({ url: apiPath(authPaths.login), method: 'POST', body }),
      rawResponseSchema: sessionResponse,
      transformResponse: (response: { session: Session }) => response.session,
      catchSchemaFailure: malformedAnswer,
    }),
    /** POST /api/auth/email-login: email and password; sets the refresh cookie. */
    loginWithEmail: build.mutation<Session, EmailLoginBody>({
      query: (body) => ({ url: apiPath(authPaths.emailLogin), method: 'POST', body }),
      rawResponseSchema: sessionResponse,
      transformResponse: (response: { session: Session }) => response.session,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useLoginWithPhoneMutation, useLoginWithEmailMutation } = loginApi;
