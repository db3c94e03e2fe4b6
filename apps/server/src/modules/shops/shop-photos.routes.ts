import {
  galleryOrderBody,
  galleryPhotoParams,
  shopPhotoPaths,
  shopPhotosResponse,
} from '@jono/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { staffOf } from '../../plugins/app/auth';
import { readUploadForm } from '../../plugins/external/multipart';
import {
  addGalleryPhoto,
  orderGallery,
  type RecordPhotoChange,
  type RecordPhotoChangeBy,
  removeCover,
  removeGalleryPhoto,
  setCover,
  shopPhotosOf,
} from './shop-photos.service';

/** The photo of an upload form, sent as its one file under `photo`. */
async function uploadedPhoto(request: FastifyRequest) {
  const { file } = await readUploadForm(request, 'photo');
  if (!file) throw new HttpError(400, 'Attach the photo as the field "photo"');
  return file;
}

/** The owner's cover and gallery photos (area `manage`); the public pages show them. */
export default async function shopPhotoRoutes(
  app: FastifyInstance,
  { config, recordPhotoChange }: { config: Config; recordPhotoChange: RecordPhotoChangeBy },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  /** The staff member making the change, bound for the service to record it. */
  const recordFor = (request: FastifyRequest): RecordPhotoChange => {
    const { shopId, userId } = staffOf(request);
    const editor = { shopId, actorId: userId, at: app.ctx.now() };
    return (tx, change, photoId) => recordPhotoChange(tx, editor, change, photoId);
  };
  const manage = { area: 'manage' } as const;
  const answer = { response: { 200: shopPhotosResponse } };

  routes.get(shopPhotoPaths.photos, { config: manage, schema: answer }, async (request) => ({
    ok: true as const,
    data: await shopPhotosOf(app.db, staffOf(request).shopId),
  }));

  routes.put(shopPhotoPaths.cover, { config: manage, schema: answer }, async (request) => {
    const photo = await uploadedPhoto(request);
    const data = await setCover(
      app.db,
      config.uploadDir,
      staffOf(request).shopId,
      photo,
      recordFor(request),
    );
    return { ok: true as const, message: 'Cover photo saved', data };
  });

  routes.delete(shopPhotoPaths.cover, { config: manage, schema: answer }, async (request) => ({
    ok: true as const,
    message: 'Cover photo removed',
    data: await removeCover(app.db, config.uploadDir, staffOf(request).shopId, recordFor(request)),
  }));

  routes.post(shopPhotoPaths.gallery, { config: manage, schema: answer }, async (request) => {
    const photo = await uploadedPhoto(request);
    const data = await addGalleryPhoto(
      app.db,
      config.uploadDir,
      staffOf(request).shopId,
      photo,
      recordFor(request),
    );
    return { ok: true as const, message: 'Photo added', data };
  });

  routes.put(
    shopPhotoPaths.galleryOrder,
    { config: manage, schema: { ...answer, body: galleryOrderBody } },
    async (request) => ({
      ok: true as const,
      message: 'Gallery order saved',
      data: await orderGallery(app.db, staffOf(request).shopId, request.body),
    }),
  );

  routes.delete(
    shopPhotoPaths.galleryPhoto(':photoId'),
    { config: manage, schema: { ...answer, params: galleryPhotoParams } },
    async (request) => ({
      ok: true as const,
      message: 'Photo removed',
      data: await removeGalleryPhoto(
        app.db,
        config.uploadDir,
        staffOf(request).shopId,
        request.params.photoId,
        recordFor(request),
      ),
    }),
  );
}
