import type { FastifyInstance } from 'fastify';
import { staffPassword } from './factories';

/**
 * Logs a staff member in through the real endpoint and hands back the bearer header and the
 * refresh cookie (as a request's `cookie` header).
 */
export async function loginAs(app: FastifyInstance, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/email-login',
    payload: { email, password: staffPassword },
    remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.body}`);
  const session = res.json().session as { accessToken: string; userId: string; shopId: string };
  const setCookie = [res.headers['set-cookie'] ?? []].flat()[0] ?? '';
  return {
    ...session,
    authorization: `Bearer ${session.accessToken}`,
    cookie: setCookie.split(';')[0] ?? '',
  };
}
