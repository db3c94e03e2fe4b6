// The demo shops, their first service, and each one's owner signed in. Every shop is made
// open around the clock, as its owner may, so the load is the same whatever the hour.
import type { QueueBoard, SessionResponse, ShopDetail, ShopListResponse } from '@jono/contract';
import { demoPassword, demoShops } from '../../apps/server/src/db/seed/demo-shops';
import { demoEmail } from '../../apps/server/src/db/seed/seed-demo-data';
import type { SoakShop } from '../soak-server';
import { call, failed, get } from './client';

export interface Shop extends SoakShop {
  slug: string;
  token: string;
  barbers: string[];
  /** Our customers waiting, in the order they joined. */
  waiting: string[];
  /** Who each barber is serving (an order of ours) and until when. */
  serving: Map<string, { orderId: string; until: number }>;
  /** Called to a barber's chair, to be started at the board's next look. */
  called: Map<string, string>;
  queueState: string;
}
export const shops: Shop[] = [];

async function signIn(slug: string) {
  const answer = await call<SessionResponse>('POST', '/api/auth/email-login', {
    email: demoEmail('owner', slug),
    password: demoPassword,
  });
  if (!answer) throw new Error(`the owner of ${slug} could not sign in`);
  return answer.session;
}

/** Fills `shops`: every demo shop found, opened around the clock, its owner signed in. */
export async function setUpShops() {
  const list = await get<ShopListResponse>('/api/shops');
  if (!list) throw new Error('the shop list did not load');
  for (const demo of demoShops) {
    const summary = list.data.find((shop) => shop.name === demo.name);
    if (!summary) throw new Error(`the demo shop ${demo.name} is missing`);
    const detail = await get<{ data: ShopDetail }>(`/api/shops/${summary.id}`);
    const service = detail?.data.categories[0]?.services[0];
    if (!service) throw new Error(`${demo.name} has no service`);
    const session = await signIn(demo.slug);
    await call(
      'PATCH',
      '/api/manage/shop',
      {
        openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          opens: '00:00',
          closes: '24:00',
        })),
        weeklyOffs: [],
      },
      session.accessToken,
    );
    const board = await get<{ data: QueueBoard }>('/api/staff/queue', session.accessToken);
    shops.push({
      id: summary.id,
      serviceId: service.id,
      price: service.price,
      duration: service.duration,
      slug: demo.slug,
      token: session.accessToken,
      barbers: board?.data.barbers.map((barber) => barber.userId) ?? [],
      waiting: [],
      serving: new Map(),
      called: new Map(),
      queueState: 'open',
    });
  }
  if (failed > 0) throw new Error('setting up the shops failed');
}
