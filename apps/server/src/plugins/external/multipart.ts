import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';

/** Uploads are images only (avatars, shop photos); 5 MB is plenty before re-encoding. */
export const maxUploadBytes = 5 * 1024 * 1024;

export default fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 20 } });
  },
  { name: 'multipart' },
);

export interface UploadForm {
  /** Every text field sent, for the route's schema to judge (a patch refuses unknown ones). */
  fields: Record<string, string>;
  file?: Buffer;
}

/**
 * Reads a whole upload form: its one file (only under `fileField`) and its text fields.
 * Reading every part, rather than stopping at the first file, is what lets the files limit
 * refuse a second file. The multipart parser fails with bare errors (no boundary, a body cut
 * short); they are the sender's fault, so they leave as a 400 instead of a server fault.
 */
export async function readUploadForm(
  request: FastifyRequest,
  fileField: string,
): Promise<UploadForm> {
  // Without a prototype, a field named `__proto__` or `constructor` is just an unknown field.
  const form: UploadForm = { fields: Object.create(null) };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          throw new HttpError(400, `Attach the picture as the field "${fileField}"`);
        }
        form.file = await part.toBuffer();
        // The image decoder refuses an empty input with a bare error before it reads anything.
        if (form.file.length === 0) throw new HttpError(400, 'The picture file is empty');
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError || (error as FastifyError).statusCode) throw error;
    throw new HttpError(400, 'The upload is not a complete multipart/form-data form');
  }
  return form;
}
