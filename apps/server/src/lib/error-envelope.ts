import { type ErrorEnvelope, errorCodes } from '@jono/contract';
import type { FastifyReply } from 'fastify';

/** Every failure leaves in one shape, `{ ok: false, message, code }`, as JSON with its status. */
export function sendEnvelope(reply: FastifyReply, status: number, envelope: ErrorEnvelope) {
  return reply.status(status).type('application/json; charset=utf-8').send(envelope);
}

/** Unknown API paths answer the envelope; the web app's fallback is registered separately. */
export function apiNotFound(reply: FastifyReply, method: string, url: string) {
  return sendEnvelope(reply, 404, {
    ok: false,
    message: `No API route ${method} ${url.split('?')[0]}`,
    code: errorCodes.notFound,
  });
}
