import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';

export default fp(async (_app: FastifyInstance, _options: { config: Config }) => {}, {
  name: 'payments',
});
