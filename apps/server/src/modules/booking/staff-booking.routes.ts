import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

export default async function staffBookingRoutes(
  _app: FastifyInstance,
  _options: { config: Config },
) {}
