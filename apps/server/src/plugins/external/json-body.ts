import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';

type Done = (error: Error | null, body?: unknown) => void;

/**
 * Fastify's own JSON parser, on text known to be UTF-8. Read as a string, bytes that are not
 * UTF-8 become U+FFFD and would be stored as if the sender had typed it; the check is one
 * native pass over at most the body limit. With `emptyIsNoBody`, an empty body is none (the
 * web sends some actions with an empty JSON body).
 */
export function strictJsonParser(app: FastifyInstance, { emptyIsNoBody = false } = {}) {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  return (request: FastifyRequest, body: Buffer, done: Done) => {
    if (emptyIsNoBody && body.length === 0) return done(null, undefined);
    if (!isUtf8(body)) return done(new HttpError(400, 'The JSON body is not valid UTF-8'));
    parseJson(request, body.toString('utf8'), done);
  };
}

export default fp(
  async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, strictJsonParser(app));
  },
  { name: 'json-body' },
);
