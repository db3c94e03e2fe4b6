import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

export default async function refundRoutes(_app: FastifyInstance, _options: { config: Config }) {}
