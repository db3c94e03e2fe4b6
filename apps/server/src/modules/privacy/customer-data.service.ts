import {
  centsToPrice,
  type EmailCodeBody,
  errorCodes,
  type Language,
  type MyData,
  type MyDataBody,
  normalisePhone,
} from '@jono/contract';
import type { OrderedService } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { shopChanged } from '../../lib/shop-changes';
import type { ServiceContext } from '../../plugins/app/service-context';
import { announceWaitlistChanged } from '../booking/booking.events';
import {
  anonymiseBookings,
  bookingOfCode,
  bookingsOfEmail,
  forgetWaitlistPlaces,
  waitlistOfEmail,
} from '../booking/booking-privacy.service';
import { cancelByCustomer } from '../booking/customer/cancel-booking.service';
import { serviceNames } from '../catalog/catalog.service';
import {
  anonymiseVisits,
  visitOfCode,
  visitsOfEmail,
} from '../queue/walk-ins/visit-privacy.service';
import { leaveQueue } from '../queue/walk-ins/walk-ins.service';
import { findShop } from '../shops/shops.service';
import { anonymiseWebhookEvents } from '../webhooks/webhook-events.service';
import { proveEmail, sendEmailCode } from './email-proof.service';

const noMatch = () =>
  new HttpError(404, 'No order matches this code and phone', errorCodes.orderNoMatch);

/** Rows of one kind, each once, in the order given (an order also found by its e-mail). */
const eachOnce = <Row extends { id: string }>(rows: (Row | undefined)[]) => [
  ...new Map(rows.flatMap((row) => (row ? [[row.id, row] as const] : []))).values(),
];

/** The order a code and phone prove, and its shop. */
async function provenOrder(ctx: ServiceContext, input: { code: string; phone: string }) {
  const phone = normalisePhone(input.phone);
  if (!phone) throw noMatch();
  const visit = await visitOfCode(ctx.db, input.code, phone);
  const booking = visit ? undefined : await bookingOfCode(ctx.db, input.code, phone);
  const order = visit ?? booking;
  const shop = order ? await findShop(ctx.db, order.shopId) : null;
  if (!order || !shop) throw noMatch();
  return { phone, shop, orderId: order.id, visit, booking };
}

/**
 * What a request may see and change. A code and the phone it was made with prove that one
 * walk-in order or booking, nothing else under the phone: anyone may make an order with
 * someone else's number. Everything else kept under an e-mail address at that shop opens only
 * with a one-time code sent to that address and typed back.
 */
async function scopeOf(ctx: ServiceContext, input: MyDataBody) {
  const { phone, shop, visit, booking } = await provenOrder(ctx, input);
  const email = input.emailProof
    ? await proveEmail(ctx.db, shop.id, input.emailProof, ctx.now())
    : null;
  const [byEmailVisits, byEmailBookings, waitlist] = email
    ? await Promise.all([
        visitsOfEmail(ctx.db, shop.id, email),
        bookingsOfEmail(ctx.db, shop.id, email),
        waitlistOfEmail(ctx.db, shop.id, email),
      ])
    : [[], [], []];
  return {
    phone,
    shop,
    email,
    visits: eachOnce([visit, ...byEmailVisits]),
    bookings: eachOnce([booking, ...byEmailBookings]),
    waitlist,
  };
}

/**
 * Sends a one-time code to the address the customer typed, once their order's code and phone
 * are proven: the code's shop is the only one it opens anything at.
 */
export async function askEmailCode(ctx: ServiceContext, input: EmailCodeBody, language: Language) {
  const { shop, orderId } = await provenOrder(ctx, input);
  return sendEmailCode(ctx, shop, orderId, input.email, language);
}

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

const servicesOf = (items: OrderedService[]) =>
  items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    price: centsToPrice(item.priceCents),
    durationMinutes: item.durationMinutes,
    addons: item.addons.map((addon) => ({
      name: addon.name,
      quantity: addon.quantity,
      price: centsToPrice(addon.priceCents),
      durationMinutes: addon.durationMinutes,
    })),
  }));

/** Everything the shop keeps in the request's scope: each walk-in order and booking, whole. */
export async function myData(ctx: ServiceContext, input: MyDataBody): Promise<MyData> {
  const {
    phone,
    email,
    shop,
    visits,
    bookings: booked,
    waitlist: waiting,
  } = await scopeOf(ctx, input);
  const names = await serviceNames(
    ctx.db,
    shop.id,
    waiting.flatMap((place) => place.services.map((s) => s.id)),
  );
  const common = (order: (typeof visits)[number] | (typeof booked)[number]) => ({
    shortCode: order.shortCode,
    status: order.status,
    customerName: order.customerName,
    phone: order.phone,
    email: order.email,
    language: order.language,
    services: servicesOf(order.items),
    wishes: order.additionalServices.map((wish) => wish.name),
    totalPrice: centsToPrice(order.totalPriceCents),
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    cancelledAt: iso(order.cancelledAt),
    anonymisedAt: iso(order.anonymisedAt),
  });
  return {
    shop: { name: shop.name },
    phone,
    provenEmail: email,
    exportedAt: ctx.now().toISOString(),
    retentionDays: shop.retentionDays,
    walkIns: visits.map((visit) => ({
      ...common(visit),
      joinedAt: visit.joinedAt.toISOString(),
      startedAt: iso(visit.startedAt),
      finishedAt: iso(visit.finishedAt),
    })),
    bookings: booked.map((booking) => ({
      ...common(booking),
      startAt: booking.startAt.toISOString(),
      endAt: booking.endAt.toISOString(),
      bookingFee: centsToPrice(booking.bookingFeeCents),
    })),
    waitlist: waiting.map((place) => ({
      date: place.date,
      customerName: place.customerName,
      phone: place.phone,
      email: place.email,
      language: place.language,
      services: place.services.flatMap((s) => {
        const name = names.get(s.id);
        return name ? [{ name, quantity: s.quantity }] : [];
      }),
      status: place.status,
      askedAt: place.createdAt.toISOString(),
      pushEndpoint: place.pushEndpoint,
    })),
  };
}

/**
 * Erasure on request, over the request's scope: a place still waiting is given up and a
 * booking still to come is cancelled, each as if the customer did it themselves (so a fee is
 * refunded exactly when the shop's rules say), waitlist places are given up, then the name,
 * phone and email of each order are wiped at once. A visit in the chair right now keeps them
 * until it ends, when the shop's retention wipes them.
 */
export async function forgetCustomer(ctx: ServiceContext, input: MyDataBody) {
  const { shop, visits, bookings: booked, waitlist } = await scopeOf(ctx, input);
  const now = ctx.now();
  let cancelled = 0;
  for (const visit of visits) {
    if (visit.status !== 'waiting') continue;
    await leaveQueue(ctx, visit.id);
    cancelled += 1;
  }
  for (const booking of booked) {
    const isToCome =
      (booking.status === 'confirmed' || booking.status === 'pending_payment') &&
      booking.startAt.getTime() > now.getTime();
    if (!isToCome) continue;
    await cancelByCustomer(ctx, booking.id, booking.phone);
    cancelled += 1;
  }
  // Waiting for a freed time is given up too (an offer held right now was cancelled above).
  // Open staff pages of those days drop them from "Waiting for a time".
  const waitlistIds = waitlist.map((place) => place.id);
  for (const date of await forgetWaitlistPlaces(ctx.db, waitlistIds)) {
    announceWaitlistChanged(ctx, shop.id, date);
  }
  const wiped =
    (await anonymiseVisits(
      ctx.db,
      visits.map((v) => v.id),
      now,
    )) +
    (await anonymiseBookings(
      ctx.db,
      booked.map((b) => b.id),
      now,
    ));
  await anonymiseWebhookEvents(ctx.db, [
    ...visits.map((v) => `walk_in:${v.id}`),
    ...booked.map((b) => `booking:${b.id}`),
  ]);
  // A tracking page kept in memory still names them: it is read afresh from now on.
  if (wiped > 0) shopChanged(ctx.io, shop.id);
  // Cancelling changes no visit in the chair, so the scope read at the start still tells.
  const inProgress =
    visits.filter((v) => v.status === 'in_service').length +
    booked.filter((b) => b.startedAt !== null && b.finishedAt === null && b.status === 'confirmed')
      .length;
  return { cancelled, wiped, inProgress };
}
