import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { REFRESH_TOKEN_DAYS } from './session-store';

/**
 * The refresh token's cookie: httpOnly and SameSite=Strict always; outside localhost also
 * Secure with the `__Host-` prefix, which pins it to our own host and path.
 */
export function refreshCookie(config: Config) {
  const name = config.isHttps ? '__Host-jono_refresh' : 'jono_refresh';
  const options = {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.isHttps,
    path: '/',
  };
  return {
    read: (request: FastifyRequest) => request.cookies[name],
    set: (reply: FastifyReply, token: string) =>
      reply.setCookie(name, token, { ...options, maxAge: REFRESH_TOKEN_DAYS * 86_400 }),
    clear: (reply: FastifyReply) => reply.clearCookie(name, options),
  };
}

/**
 * Calls authenticated by the cookie must come from our own pages: a foreign Origin, or a
 * browser saying the request is cross-site, is refused before anything happens.
 */
export function assertSameOrigin(request: FastifyRequest, config: Config) {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if (
    (origin && origin !== config.publicOrigin) ||
    (site && site !== 'same-origin' && site !== 'none')
  ) {
    throw new HttpError(403, 'This request must come from the Jono app itself');
  }
}
