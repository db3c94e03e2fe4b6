import { goingLivePaths, publishBody, readinessResponse } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/app/auth';
import { publish, readiness, unpublish } from './publishing.service';

/** The owner's set-up checklist and the Publish and Unpublish actions. */
export default async function publishingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const publishing = { area: 'publishing' } as const;
  const answer = { response: { 200: readinessResponse } };

  routes.get(goingLivePaths.readiness, { config: publishing, schema: answer }, async (request) => ({
    ok: true as const,
    message: 'Set-up steps',
    data: await readiness(app.db, staffOf(request).shopId),
  }));

  routes.post(
    goingLivePaths.publish,
    { config: publishing, schema: { body: publishBody, ...answer } },
    async (request) => {
      const staff = staffOf(request);
      const data = await publish(app.db, {
        shopId: staff.shopId,
        actorId: staff.userId,
        at: app.now(),
      });
      return { ok: true as const, message: 'The shop is published', data };
    },
  );

  routes.post(
    goingLivePaths.unpublish,
    { config: publishing, schema: { body: publishBody, ...answer } },
    async (request) => {
      const staff = staffOf(request);
      const data = await unpublish(app.db, {
        shopId: staff.shopId,
        actorId: staff.userId,
        at: app.now(),
      });
      return { ok: true as const, message: 'The shop is no longer listed', data };
    },
  );
}
