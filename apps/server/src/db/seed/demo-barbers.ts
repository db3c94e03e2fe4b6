import { addDays, timeOffSpan, zonedParts } from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { barberServices, barberTimeOff, staffUsers } from '../schema';
import { type MenuService, roundToTenCents } from './demo-menus';
import type { DemoShop } from './demo-shops';

/** The barber's own hours and days off, where the demo shop gives them. */
export async function seedBarberWeek(
  tx: Db,
  shop: { id: string; timezone: string },
  team: { id: string; role: string }[],
  demo: DemoShop,
  now: Date,
) {
  const barber = team.find((member) => member.role === 'barber');
  if (!barber) return;
  if (demo.barberHours) {
    await tx
      .update(staffUsers)
      .set({ weeklyHours: demo.barberHours })
      .where(eq(staffUsers.id, barber.id));
  }
  if (demo.barberDaysOff) {
    const today = zonedParts(now, shop.timezone).date;
    const [first, last] = demo.barberDaysOff;
    const days = { startsOn: addDays(today, first), endsOn: addDays(today, last) };
    const span = timeOffSpan(days, shop.timezone);
    await tx.insert(barberTimeOff).values({
      shopId: shop.id,
      userId: barber.id,
      ...days,
      startsAt: new Date(span.start),
      endsAt: new Date(span.end),
      note: 'Long weekend',
    });
  }
}

/** The barber's own terms for services, where the demo shop gives them. */
export async function seedBarberServices(
  tx: Db,
  team: { id: string; role: string }[],
  demo: DemoShop,
  serviceByKey: ReadonlyMap<string, MenuService>,
) {
  const barber = team.find((member) => member.role === 'barber');
  const terms = (demo.barberServices ?? []).flatMap((term) => {
    const service = serviceByKey.get(term.key);
    if (!barber || !service) return [];
    return [
      {
        userId: barber.id,
        serviceId: service.id,
        offered: term.offered,
        priceCents: term.priceFactor
          ? roundToTenCents(service.priceCents * term.priceFactor)
          : null,
        durationMinutes: term.minutes ?? null,
      },
    ];
  });
  if (terms.length > 0) await tx.insert(barberServices).values(terms);
}
