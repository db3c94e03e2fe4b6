import { centsToPrice, errorCodes, type MyData, normalisePhone } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { OrderedService } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { shopChanged } from '../../lib/shop-changes';
import { announceWaitlistChanged } from '../booking/booking.events';
import {
  anonymiseBookings,
  bookingsOfPhone,
  forgetWaitlistOfPhone,
  shopOfBooking,
  waitlistOfPhone,
} from '../booking/booking-privacy.service';
import { cancelByCustomer } from '../booking/customer-booking.service';
import { serviceNames } from '../catalog/catalog.service';
import { leaveQueue } from '../queue/queue.service';
import { anonymiseVisits, shopOfVisit, visitsOfPhone } from '../queue/visit-privacy.service';
import { findShop } from '../shops/shops.service';

const noMatch = () =>
  new HttpError(404, 'No order matches this code and phone', errorCodes.orderNoMatch);

/**
 * Whose data a request is about: the phone of a walk-in order or booking whose code it also
 * knows, at that order's shop. Knowing both is what proves it is theirs, as on /check-details.
 */
async function ownerOf(app: FastifyInstance, input: { code: string; phone: string }) {
  const phone = normalisePhone(input.phone);
  if (!phone) throw noMatch();
  const shopId =
    (await shopOfVisit(app.db, input.code, phone)) ??
    (await shopOfBooking(app.db, input.code, phone));
  const shop = shopId ? await findShop(app.db, shopId) : null;
  if (!shop) throw noMatch();
  return { phone, shop };
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

/** Everything the shop keeps under this phone: every walk-in order and booking, whole. */
export async function myData(
  app: FastifyInstance,
  input: { code: string; phone: string },
): Promise<MyData> {
  const { phone, shop } = await ownerOf(app, input);
  const [visits, booked, waiting] = await Promise.all([
    visitsOfPhone(app.db, shop.id, phone),
    bookingsOfPhone(app.db, shop.id, phone),
    waitlistOfPhone(app.db, shop.id, phone),
  ]);
  const names = await serviceNames(
    app.db,
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
    exportedAt: app.now().toISOString(),
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
 * Erasure on request: a place still waiting is given up and a booking still to come is
 * cancelled, each as if the customer did it themselves (so a fee is refunded exactly when
 * the shop's rules say), then the name, phone and email of every order under this phone at
 * this shop are wiped at once. A visit in the chair right now keeps them until it ends, when
 * the shop's retention wipes them.
 */
export async function forgetCustomer(app: FastifyInstance, input: { code: string; phone: string }) {
  const { phone, shop } = await ownerOf(app, input);
  const now = app.now();
  let cancelled = 0;
  for (const visit of await visitsOfPhone(app.db, shop.id, phone)) {
    if (visit.status !== 'waiting') continue;
    await leaveQueue(app, visit.id);
    cancelled += 1;
  }
  for (const booking of await bookingsOfPhone(app.db, shop.id, phone)) {
    const isToCome =
      (booking.status === 'confirmed' || booking.status === 'pending_payment') &&
      booking.startAt.getTime() > now.getTime();
    if (!isToCome) continue;
    await cancelByCustomer(app, booking.id, phone);
    cancelled += 1;
  }
  // Waiting for a freed time is given up too (an offer held right now was cancelled above).
  // Open staff pages of those days drop them from "Waiting for a time".
  for (const date of await forgetWaitlistOfPhone(app.db, shop.id, phone)) {
    announceWaitlistChanged(app, shop.id, date);
  }
  const [visits, booked] = await Promise.all([
    visitsOfPhone(app.db, shop.id, phone),
    bookingsOfPhone(app.db, shop.id, phone),
  ]);
  const wiped =
    (await anonymiseVisits(
      app.db,
      visits.map((v) => v.id),
      now,
    )) +
    (await anonymiseBookings(
      app.db,
      booked.map((b) => b.id),
      now,
    ));
  // A tracking page kept in memory still names them: it is read afresh from now on.
  if (wiped > 0) shopChanged(app.io, shop.id);
  const inProgress =
    visits.filter((v) => v.status === 'in_service').length +
    booked.filter((b) => b.startedAt !== null && b.finishedAt === null && b.status === 'confirmed')
      .length;
  return { cancelled, wiped, inProgress };
}
