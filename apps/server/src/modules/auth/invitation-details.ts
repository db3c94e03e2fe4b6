import type { Invitation } from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { shopName } from '../shops/shops.service';
import { linkInvalid, usableToken } from './one-time-tokens';

/**
 * What an invitation link is for, so its page can greet the invited member by shop and role.
 * The token proves only the invitation: a link that is unknown, used, expired or whose
 * account was switched off opens nothing (400 with its LINK_* code), and nothing is used up.
 */
export async function invitationDetails(db: Db, token: string, now: Date): Promise<Invitation> {
  const { userId } = await usableToken(db, token, ['invite'], now);
  const [member] = await db.select().from(staffUsers).where(eq(staffUsers.id, userId));
  if (!member?.isActive) throw linkInvalid();
  return {
    shopName: (await shopName(db, member.shopId)) ?? 'Jono',
    role: member.role,
    name: member.name,
  };
}
