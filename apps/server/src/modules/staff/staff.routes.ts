import {
  changeRoleBody,
  idParams,
  inviteStaffBody,
  managePaths,
  messageResponse,
  staffListResponse,
} from '@jono/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language';
import { staffOf } from '../../plugins/app/auth';
import { assertNotSelf, changeRole, inviteStaff, listStaff, setActive } from './staff.service';

/** The owner's team page: invite, change roles, deactivate (owners only). */
export default async function staffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const area = { area: 'staff' } as const;
  const caller = (request: FastifyRequest) => staffOf(request);

  routes.get(
    managePaths.staff,
    { config: area, schema: { response: { 200: staffListResponse } } },
    async (request) => ({
      ok: true as const,
      data: await listStaff(app.db, caller(request).shopId),
    }),
  );

  routes.post(
    managePaths.staff,
    { config: area, schema: { body: inviteStaffBody, response: { 201: messageResponse } } },
    async (request, reply) => {
      const language = requestLanguage(request);
      await inviteStaff(app.ctx, caller(request), request.body, language);
      return reply
        .status(201)
        .send({ ok: true as const, message: `Invitation sent to ${request.body.email}` });
    },
  );

  routes.patch(
    managePaths.staffMember(':id'),
    {
      config: area,
      schema: { params: idParams, body: changeRoleBody, response: { 200: messageResponse } },
    },
    async (request) => {
      const staff = caller(request);
      assertNotSelf(staff.userId, request.params.id);
      await changeRole(app.ctx, staff, request.params.id, request.body.role);
      return { ok: true as const, message: 'Role changed' };
    },
  );

  routes.post(
    managePaths.staffDeactivate(':id'),
    { config: area, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const staff = caller(request);
      assertNotSelf(staff.userId, request.params.id);
      await setActive(app.ctx, staff, request.params.id, false);
      return { ok: true as const, message: 'Deactivated; their sessions have ended' };
    },
  );

  routes.post(
    managePaths.staffActivate(':id'),
    { config: area, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const staff = caller(request);
      await setActive(app.ctx, staff, request.params.id, true);
      return { ok: true as const, message: 'Activated' };
    },
  );
}
