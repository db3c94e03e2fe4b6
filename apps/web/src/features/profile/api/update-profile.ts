import { profileResponse, type profileSchema, userPaths } from '@jono/contract/api/auth';
import type { z } from 'zod';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type Profile = z.infer<typeof profileSchema>;

/** What the profile form sends; a field left out stays as it is. */
export interface ProfileChanges {
  name?: string;
  email?: string;
  mailPermissions?: boolean;
  avatar?: File;
}

/** The multipart form of PATCH users/update-profile (spec section 7). */
export function profileFormData(changes: ProfileChanges): FormData {
  const form = new FormData();
  if (changes.name !== undefined) form.append('name', changes.name);
  if (changes.email !== undefined) form.append('email', changes.email);
  if (changes.mailPermissions !== undefined) {
    form.append('mailPermissions', changes.mailPermissions ? 'true' : 'false');
  }
  if (changes.avatar) form.append('avatar', changes.avatar, changes.avatar.name);
  return form;
}

const updateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PATCH /api/users/update-profile with the bearer token: answers the saved profile. A
     * changed email needs verifying again (the server mails the link).
     */
    updateProfile: build.mutation<Profile, ProfileChanges>({
      query: (changes) => ({
        url: apiPath(userPaths.updateProfile),
        method: 'PATCH',
        body: profileFormData(changes),
      }),
      rawResponseSchema: profileResponse,
      transformResponse: (response: { user: Profile }) => response.user,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
