import {
  liveStatusBody,
  messageResponse,
  profileResponse,
  teamResponse,
  userPaths,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { staffOf } from '../../plugins/app/auth';
import { announceStaffStatus } from './users.events';
import {
  type ProfileChanges,
  profileFields,
  setLiveStatus,
  teamOf,
  updateProfile,
} from './users.service';

const formFields = new Set(['name', 'email', 'mailPermissions']);

export default async function userRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.patch(
    userPaths.updateProfile,
    {
      config: { area: 'profile' },
      schema: { response: { 200: profileResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const fields: Record<string, string> = {};
      let avatar: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'avatar')
            throw new HttpError(400, `Unexpected file ${part.fieldname}`);
          avatar = await part.toBuffer();
        } else if (formFields.has(part.fieldname)) {
          fields[part.fieldname] = String(part.value);
        }
      }
      const parsed = profileFields.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new HttpError(
          400,
          `${issue?.path.join('.')}: ${issue?.message}`,
          'VALIDATION_FAILED',
        );
      }
      const changes: ProfileChanges = { ...parsed.data, ...(avatar ? { avatar } : {}) };
      const { user, isEmailChanged } = await updateProfile(
        {
          db: app.db,
          tokens: app.accessTokens,
          mail: app.mail,
          publicUrl: config.publicUrl,
          now: app.now(),
          uploadDir: config.uploadDir,
        },
        staff,
        changes,
      );
      return {
        ok: true as const,
        message: isEmailChanged
          ? 'Your profile is saved. Check your new email to verify it.'
          : 'Your profile is saved',
        user: {
          avatar: user.avatar,
          name: user.name,
          email: user.email,
          mailPermissions: user.mailPermissions,
        },
      };
    },
  );

  routes.patch(
    userPaths.status,
    {
      config: { area: 'profile' },
      schema: { body: liveStatusBody, response: { 200: messageResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      await setLiveStatus(app.db, staff, request.body.status);
      announceStaffStatus(app.io, staff.shopId, staff.userId, request.body.status);
      return { ok: true as const, message: 'Your status is updated' };
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
