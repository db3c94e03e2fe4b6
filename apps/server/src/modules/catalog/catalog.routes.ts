import {
  addonBody,
  addonPatchBody,
  addonsResponse,
  categoriesResponse,
  categoryBody,
  categoryPatchBody,
  idParams,
  managePaths,
  messageResponse,
  orderBody,
  removalResponse,
  serviceBody,
  servicePatchBody,
  servicesResponse,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/app/auth';
import type { ItemOrdered } from './catalog-editing';
import { createAddon, listAddons, removeAddon, updateAddon } from './manage-addons.service';
import {
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
} from './manage-categories.service';
import {
  createService,
  listServices,
  removeService,
  updateService,
} from './manage-services.service';
import { reorder } from './reorder-catalog';

const removalMessage = (what: string, outcome: 'deleted' | 'deactivated') =>
  outcome === 'deleted'
    ? `${what} deleted`
    : `${what} deactivated instead of deleted, because orders refer to it`;

/** Every catalogue route is the owner's work: the manage area. */
const config = { area: 'manage' } as const;
const done = (message: string) => ({ ok: true as const, message });
const shopOf = (request: Parameters<typeof staffOf>[0]) => staffOf(request).shopId;

/** The typed routes, and who edits for which shop at what time: what each change records. */
function catalogRoutesOf(app: FastifyInstance) {
  const editorOf = (request: Parameters<typeof staffOf>[0]) => {
    const { shopId, userId } = staffOf(request);
    return { shopId, userId, at: app.now() };
  };
  return { routes: app.withTypeProvider<ZodTypeProvider>(), editorOf };
}

/**
 * The owner's catalogue: categories, services and add-ons of their own shop only. `isOrdered`
 * asks the order-keeping modules, which import catalog.
 */
export default async function catalogRoutes(
  app: FastifyInstance,
  { isOrdered }: { isOrdered: ItemOrdered },
) {
  registerCategoryRoutes(app);
  registerServiceRoutes(app, isOrdered);
  registerAddonRoutes(app, isOrdered);
}

function registerCategoryRoutes(app: FastifyInstance) {
  const { routes, editorOf } = catalogRoutesOf(app);

  routes.get(
    managePaths.categories,
    { config, schema: { response: { 200: categoriesResponse } } },
    async (request) => ({
      ok: true as const,
      data: await listCategories(app.db, shopOf(request)),
    }),
  );
  routes.post(
    managePaths.categories,
    { config, schema: { body: categoryBody, response: { 201: messageResponse } } },
    async (request, reply) => {
      await createCategory(app.db, editorOf(request), request.body.name);
      return reply.status(201).send(done('Category added'));
    },
  );
  routes.put(
    managePaths.categoriesOrder,
    { config, schema: { body: orderBody, response: { 200: messageResponse } } },
    async (request) => {
      await reorder(app.db, 'categories', shopOf(request), request.body.ids);
      return done('Order saved');
    },
  );
  routes.patch(
    managePaths.category(':id'),
    {
      config,
      schema: { params: idParams, body: categoryPatchBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await renameCategory(app.db, editorOf(request), request.params.id, request.body.name);
      return done('Category renamed');
    },
  );
  routes.delete(
    managePaths.category(':id'),
    { config, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await deleteCategory(app.db, editorOf(request), request.params.id);
      return done('Category deleted');
    },
  );
}

function registerServiceRoutes(app: FastifyInstance, isOrdered: ItemOrdered) {
  const { routes, editorOf } = catalogRoutesOf(app);

  routes.get(
    managePaths.services,
    { config, schema: { response: { 200: servicesResponse } } },
    async (request) => ({
      ok: true as const,
      data: await listServices(app.db, shopOf(request)),
    }),
  );
  routes.post(
    managePaths.services,
    { config, schema: { body: serviceBody, response: { 201: messageResponse } } },
    async (request, reply) => {
      await createService(app.db, editorOf(request), request.body);
      return reply.status(201).send(done('Service added'));
    },
  );
  routes.put(
    managePaths.servicesOrder,
    { config, schema: { body: orderBody, response: { 200: messageResponse } } },
    async (request) => {
      await reorder(app.db, 'services', shopOf(request), request.body.ids);
      return done('Order saved');
    },
  );
  routes.patch(
    managePaths.service(':id'),
    {
      config,
      schema: { params: idParams, body: servicePatchBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await updateService(app.db, editorOf(request), request.params.id, request.body);
      return done('Service saved');
    },
  );
  routes.delete(
    managePaths.service(':id'),
    { config, schema: { params: idParams, response: { 200: removalResponse } } },
    async (request) => {
      const outcome = await removeService(app.db, editorOf(request), request.params.id, isOrdered);
      return { ok: true as const, message: removalMessage('Service', outcome), outcome };
    },
  );
}

function registerAddonRoutes(app: FastifyInstance, isOrdered: ItemOrdered) {
  const { routes, editorOf } = catalogRoutesOf(app);

  routes.get(
    managePaths.addons,
    { config, schema: { response: { 200: addonsResponse } } },
    async (request) => ({
      ok: true as const,
      data: await listAddons(app.db, shopOf(request)),
    }),
  );
  routes.post(
    managePaths.addons,
    { config, schema: { body: addonBody, response: { 201: messageResponse } } },
    async (request, reply) => {
      await createAddon(app.db, editorOf(request), request.body);
      return reply.status(201).send(done('Add-on added'));
    },
  );
  routes.patch(
    managePaths.addon(':id'),
    {
      config,
      schema: { params: idParams, body: addonPatchBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await updateAddon(app.db, editorOf(request), request.params.id, request.body);
      return done('Add-on saved');
    },
  );
  routes.delete(
    managePaths.addon(':id'),
    { config, schema: { params: idParams, response: { 200: removalResponse } } },
    async (request) => {
      const outcome = await removeAddon(app.db, editorOf(request), request.params.id, isOrdered);
      return { ok: true as const, message: removalMessage('Add-on', outcome), outcome };
    },
  );
}
