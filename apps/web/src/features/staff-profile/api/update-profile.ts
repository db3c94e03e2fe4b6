import {
  type PushWidgetSeconds,
  profileResponse,
  type profileSchema,
  userPaths,
} from '@jono/contract/api/auth';
import type { z } from 'zod';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type Profile = z.infer<typeof profileSchema>;

/** What the profile form sends; a field left out stays as it is. */
export interface ProfileChanges {
  name?: string;
  email?: string;
  phone?: string;
  mailPermissions?: boolean;
  pushWidgetSeconds?: PushWidgetSeconds;
  avatar?: File;
  /** Proves who asks when the email or phone the account logs in with changes. */
  currentPassword?: string;
}

/** The multipart form of PATCH users/update-profile, with only the fields that changed. */
export function profileFormData(changes: ProfileChanges): FormData {
  const form = new FormData();
  if (changes.name !== undefined) form.append('name', changes.name);
  if (changes.email !== undefined) form.append('email', changes.email);
  if (changes.phone !== undefined) form.append('phone', changes.phone);
  if (changes.currentPassword !== undefined) {
    form.append('currentPassword', changes.currentPassword);
  }
  if (changes.mailPermissions !== undefined) {
    form.append('mailPermissions', changes.mailPermissions ? 'true' : 'false');
  }
  if (changes.pushWidgetSeconds !== undefined) {
    form.append('pushWidgetSeconds', String(changes.pushWidgetSeconds));
  }
  if (changes.avatar) form.append('avatar', changes.avatar, changes.avatar.name);
  return form;
}

const updateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PATCH /api/users/update-profile with the bearer token: answers the saved profile. A new
     * email comes back as `pendingEmail` until the link the server mails to it is opened.
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
