import {
  liveStatusBody,
  liveStatusResponse,
  profileResponse,
  storedPushWidgetSeconds,
  teamResponse,
  userPaths,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { staffOf } from '../../plugins/app/auth';
import { readUploadForm } from '../../plugins/external/multipart';
import { profileFields, setLiveStatus, teamOf, updateProfile } from './users.service';

export default async function userRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.patch(
    userPaths.updateProfile,
    {
      config: { area: 'profile' },
      schema: { response: { 200: profileResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const { fields, file: avatar } = await readUploadForm(request, 'avatar');
      // The current password proves who asks for a change; it is not itself a change.
      const { currentPassword, ...changeFields } = fields;
      const parsed = profileFields.safeParse({ ...changeFields, ...(avatar ? { avatar } : {}) });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new HttpError(
          400,
          `${['body', ...(issue?.path ?? [])].join('.')}: ${issue?.message}`,
          'VALIDATION_FAILED',
        );
      }
      const changes = parsed.data;
      const { user, isEmailChanged } = await updateProfile(app.ctx, staff, changes, {
        currentPassword,
        clientAddress: request.ip,
      });
      return {
        ok: true as const,
        message: isEmailChanged
          ? 'Your profile is saved. Your email changes when you open the link we sent to the new address.'
          : 'Your profile is saved',
        user: {
          avatar: user.avatar,
          name: user.name,
          email: user.email,
          mailPermissions: user.mailPermissions,
          phone: user.phone,
          pendingEmail: user.pendingEmail,
          pushWidgetSeconds: storedPushWidgetSeconds.parse(user.pushWidgetSeconds),
        },
      };
    },
  );

  routes.patch(
    userPaths.status,
    {
      config: { area: 'profile' },
      schema: { body: liveStatusBody, response: { 200: liveStatusResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const data = await setLiveStatus(app.ctx, staff, request.body);
      return { ok: true as const, message: 'Your status is updated', data };
    },
  );

  routes.get(
    userPaths.team,
    {
      config: { area: 'appointments' },
      schema: { response: { 200: teamResponse } },
    },
    async (request) => ({ ok: true as const, data: await teamOf(app.db, staffOf(request)) }),
  );
}
