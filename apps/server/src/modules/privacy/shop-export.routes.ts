import { managePaths } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../lib/request-language';
import { staffOf } from '../../plugins/app/auth';
import { shopExport } from './shop-export.service';

/**
 * The owner downloads everything the shop keeps, as CSV files in one ZIP. Like every API
 * answer it is no-store (plugins/external/security), so no cache keeps the customers' data.
 */
export default async function shopExportRoutes(app: FastifyInstance) {
  app.get(managePaths.export, { config: { area: 'manage' } }, async (request, reply) => {
    const { fileName, zip } = await shopExport(
      app.db,
      staffOf(request).shopId,
      requestLanguage(request),
      app.now(),
    );
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  });
}
