import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { proxyTest, type TrustProxy } from '../../lib/same-origin';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a proxy's id may be: enough for a UUID, nginx's $request_id or a load balancer's
 * trace id, and nothing that could break a log line or a header.
 */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of each request, in its log lines and its answer's X-Request-Id. Random, so ids
 * from several nodes or restarts never collide; a trusted proxy's own id is kept, so its
 * log and ours name the same request. Anyone else could use the header to mislead the logs.
 */
export function requestIdReader(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const isViaProxy = proxyTest(trustProxy);
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    if (typeof sent === 'string' && ACCEPTED_ID.test(sent) && isViaProxy(request)) return sent;
    return randomUUID();
  };
}

/** Every answer names its request, errors and unknown pages included. */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-ids' },
);
