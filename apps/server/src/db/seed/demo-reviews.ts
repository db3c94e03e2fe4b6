import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { demoDraws } from './demo-draws';

/** What demo customers wrote; a review without one is only stars. */
const demoComments = [
  'Nopea ja siisti leikkaus, kiitos!',
  'Paras fade tähän mennessä.',
  'Ystävällinen palvelu ja hyvä lopputulos.',
  'Sain viestin ajoissa, joten jonottaminen ei haitannut.',
  'Hyvä parranajo, tulen uudestaan.',
  'Vähän odotusta, mutta lopputulos oli hyvä.',
  'Mukava tunnelma ja ammattitaitoinen parturi.',
  'Hinta ja laatu kohdallaan.',
];

/** The served visits of the past weeks that may have been reviewed. */
const LATEST_VISITS = 240;

const ownerReply = 'Kiitos käynnistä ja arviosta, tervetuloa uudelleen!';

/**
 * Reviews of a demo shop's served walk-ins of the past weeks, so the shop list, the shop
 * pages and the owner's reviews look lived in: about one visit in eight reviewed a few hours
 * after it, mostly four or five stars, some with a comment and some answered by the owner.
 * The names are already first name and initial, as a review shows them.
 */
export async function seedDemoReviews(
  db: Db,
  plan: { shopId: string; timezone: string; ownerId: string; seed: number },
) {
  const comments = `{${demoComments.map((c) => `"${c}"`).join(',')}}`;
  const draws = demoDraws(plan.seed, LATEST_VISITS, 4);
  const draw = (k: number) => draws.draw(sql`draw_row`, k);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with latest as (
        select id, short_code, customer_name, finished_at,
          row_number() over (order by finished_at desc, customer_name) as draw_row
        from queue_entries
        where shop_id = ${plan.shopId} and status = 'served'
        order by finished_at desc, customer_name
        limit ${LATEST_VISITS}
      ), picked as (
        select latest.*, ${draw(1)} as pick, ${draw(2)} as r1, ${draw(3)} as r2, ${draw(4)} as r3
        from latest, ${draws.from}
      )
      insert into reviews (shop_id, queue_entry_id, order_code, stars, comment, author_name,
        visit_month, created_at, reply_text, replied_at, replied_by)
      select ${plan.shopId}, id, short_code,
        case when r1 < 0.58 then 5 when r1 < 0.86 then 4 when r1 < 0.95 then 3
          when r1 < 0.98 then 2 else 1 end,
        case when r2 < 0.6 then (${comments}::text[])[1 + floor(r2 / 0.6 * ${demoComments.length})::int] end,
        customer_name,
        to_char(finished_at at time zone ${plan.timezone}, 'YYYY-MM'),
        finished_at + interval '3 hours',
        case when r3 < 0.3 then ${ownerReply} end,
        case when r3 < 0.3 then finished_at + interval '1 day' end,
        case when r3 < 0.3 then ${plan.ownerId}::uuid end
      from picked
      where pick < 0.125`);
  });
}
