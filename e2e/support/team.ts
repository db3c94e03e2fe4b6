import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { linkFromMail } from './mailbox';
import { ok, ownerPassword } from './owner-shop';

/**
 * A barber joins the owner's team as a real one does: the owner invites them by e-mail, they
 * open the mailed link and choose their password (the owner's, for the journey's ease). They
 * start at work ("available"). Their sign-in e-mail, user id and API headers.
 */
export async function addBarber(
  request: APIRequestContext,
  ownerHeaders: Record<string, string>,
  name: string,
) {
  const email = `parturi-${randomUUID().slice(0, 8)}@example.fi`;
  await ok(
    await request.post('/api/manage/staff', {
      headers: ownerHeaders,
      data: { name, email, role: 'barber' },
    }),
  );
  const link = await linkFromMail(email, 'join');
  await ok(
    await request.post('/api/auth/accept-invitation', {
      data: { invitationToken: link.split('/').pop(), name, newPassword: ownerPassword },
    }),
  );
  const { session } = await ok<{ session: { accessToken: string; userId: string } }>(
    await request.post('/api/auth/email-login', { data: { email, password: ownerPassword } }),
  );
  return {
    email,
    userId: session.userId,
    headers: { Authorization: `Bearer ${session.accessToken}` },
  };
}
