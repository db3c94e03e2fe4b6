import {
  availabilityQuery,
  availabilityResponse,
  bookingIdParam,
  bookingLookupBody,
  bookingPaths,
  bookingResponse,
  cancelBookingBody,
  cancelBookingResponse,
  checkoutResponse,
  claimOfferResponse,
  createBookingBody,
  createBookingResponse,
  firstFreeQuery,
  firstFreeResponse,
  joinWaitlistBody,
  joinWaitlistResponse,
  LANGUAGE_HEADER,
  monthQuery,
  monthResponse,
  moveBookingBody,
  refundRequestBody,
  shopIdParam,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config';
import { clientAtShop, ordersPerAddress, SHARED_NETWORK_BUSY } from '../../../lib/customer-limits';
import { requestLanguage } from '../../../lib/request-language';
import { servedOrigin } from '../../../lib/same-origin';
import { joinWaitlist } from '../waitlist/join-waitlist';
import { dayAvailability, firstFreeTimes, monthOverview } from './availability.service';
import { bookingCalendarFile, getBookingView, lookupBooking } from './booking-views';
import { cancelByCustomer } from './cancel-booking.service';
import { claimOffer } from './claim-offer';
import { createBooking } from './create-booking';
import { moveByCustomer } from './move-by-customer';
import { requestBookingRefund } from './request-booking-refund';
import { retryCheckout } from './retry-checkout';
import { UnpaidHoldCap } from './unpaid-hold-cap';

const languageHeaders = z.object({ [LANGUAGE_HEADER]: z.string().optional() });
/** The booking as it now stands, with words for the customer (a superset of bookingResponse). */
const refundRequestedResponse = bookingResponse.extend({ message: z.string() });
/** Guessing booking ids with phones is slow work by design. */
const guarded = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export default async function bookingRoutes(app: FastifyInstance, { config }: { config: Config }) {
  registerAvailabilityRoutes(app);
  registerCreateRoute(app, config);
  registerBookingViewRoutes(app, config);
  registerBookingChangeRoutes(app);
  registerWaitlistRoutes(app, config);
}

/** Free times: a day's, a month's overview, and the first free ones. */
function registerAvailabilityRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    bookingPaths.availability(':shopId'),
    {
      schema: {
        params: shopIdParam,
        querystring: availabilityQuery,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => ({
      ok: true as const,
      data: await dayAvailability(app.ctx, request.params.shopId, request.query, app.now()),
    }),
  );

  routes.get(
    bookingPaths.month(':shopId'),
    { schema: { params: shopIdParam, querystring: monthQuery, response: { 200: monthResponse } } },
    async (request) => ({
      ok: true as const,
      data: await monthOverview(app.ctx, request.params.shopId, request.query, app.now()),
    }),
  );

  routes.get(
    bookingPaths.firstFree(':shopId'),
    {
      schema: {
        params: shopIdParam,
        querystring: firstFreeQuery,
        response: { 200: firstFreeResponse },
      },
    },
    async (request) => ({
      ok: true as const,
      data: await firstFreeTimes(app.ctx, request.params.shopId, request.query, app.now()),
    }),
  );
}

/** A new booking, held while its fee is paid when the shop asks for one. */
function registerCreateRoute(app: FastifyInstance, config: Config) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Per client address and shop: one client cannot take every slot of a day.
  const limits = config.customerLimits;
  const bookingsMade = ordersPerAddress(limits.bookingsPerAddress);
  const holds = new UnpaidHoldCap(limits.unpaidHoldsPerCustomer, limits.unpaidHoldsPerAddress);

  routes.post(
    bookingPaths.create,
    {
      schema: {
        headers: languageHeaders,
        body: createBookingBody,
        response: { 201: createBookingResponse },
      },
    },
    async (request, reply) => {
      // The customer's saved language, sent in x-lang; anything unknown is the default fi.
      const language = requestLanguage(request);
      const created = await bookingsMade.run(
        clientAtShop(request.body.shopId, request.ip),
        app.now(),
        SHARED_NETWORK_BUSY,
        () =>
          createBooking(app.ctx, request.body, language, {
            address: request.ip,
            holds,
            returnOrigin: servedOrigin(request, config.publicOrigin),
          }),
      );
      return reply.status(201).send({
        ok: true,
        message: created.checkoutUrl
          ? `Your time is held for ${config.bookingHoldMinutes} minutes while you pay the booking fee`
          : 'Your booking is confirmed',
        data: created,
      });
    },
  );
}

/** A booking found, shown, put in a calendar, or paid again while its slot is still held. */
function registerBookingViewRoutes(app: FastifyInstance, config: Config) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    bookingPaths.lookup,
    { config: guarded, schema: { body: bookingLookupBody, response: { 200: bookingResponse } } },
    async (request) => ({
      ok: true as const,
      data: await lookupBooking(app.db, request.body, app.now()),
    }),
  );

  routes.get(
    bookingPaths.booking(':bookingId'),
    { schema: { params: bookingIdParam, response: { 200: bookingResponse } } },
    async (request) => ({
      ok: true as const,
      data: await getBookingView(app.db, request.params.bookingId, app.now()),
    }),
  );

  routes.get(
    bookingPaths.calendar(':bookingId'),
    { schema: { params: bookingIdParam } },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="jono-booking.ics"')
        .send(await bookingCalendarFile(app.ctx, request.params.bookingId)),
  );

  routes.post(
    bookingPaths.checkout(':bookingId'),
    { schema: { params: bookingIdParam, response: { 200: checkoutResponse } } },
    async (request) => ({
      ok: true as const,
      data: await retryCheckout(
        app.ctx,
        request.params.bookingId,
        servedOrigin(request, config.publicOrigin),
      ),
    }),
  );
}

/** The customer's own changes: a cancellation, a move, a refund asked for. */
function registerBookingChangeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    bookingPaths.cancel(':bookingId'),
    {
      config: guarded,
      schema: {
        params: bookingIdParam,
        body: cancelBookingBody,
        response: { 200: cancelBookingResponse },
      },
    },
    async (request) => {
      const result = await cancelByCustomer(app.ctx, request.params.bookingId, request.body.phone);
      return {
        ok: true as const,
        message:
          result.refund === 'refunded'
            ? 'Your booking is cancelled and the booking fee is refunded'
            : 'Your booking is cancelled',
        data: result,
      };
    },
  );

  routes.post(
    bookingPaths.move(':bookingId'),
    {
      config: guarded,
      schema: { params: bookingIdParam, body: moveBookingBody, response: { 200: bookingResponse } },
    },
    async (request) => ({
      ok: true as const,
      data: await moveByCustomer(app.ctx, request.params.bookingId, request.body),
    }),
  );

  routes.post(
    bookingPaths.refundRequest(':bookingId'),
    {
      config: guarded,
      schema: {
        params: bookingIdParam,
        body: refundRequestBody,
        response: { 200: refundRequestedResponse },
      },
    },
    async (request) => ({
      ok: true as const,
      message: 'Your refund request was sent to the shop',
      data: await requestBookingRefund(app.ctx, request.params.bookingId, request.body),
    }),
  );
}

/** The waitlist for a full day, and the offer of a freed time taken while it is held. */
function registerWaitlistRoutes(app: FastifyInstance, config: Config) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    bookingPaths.waitlist,
    {
      config: guarded,
      schema: {
        headers: languageHeaders,
        body: joinWaitlistBody,
        response: { 201: joinWaitlistResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const joined = await joinWaitlist(app.ctx, request.body, language);
      return reply.status(201).send({
        ok: true,
        message: 'We will tell you if a time frees up that day',
        data: joined,
      });
    },
  );

  routes.post(
    bookingPaths.claimOffer(':bookingId'),
    { schema: { params: bookingIdParam, response: { 200: claimOfferResponse } } },
    async (request) => ({
      ok: true as const,
      data: await claimOffer(
        app.ctx,
        request.params.bookingId,
        servedOrigin(request, config.publicOrigin),
      ),
    }),
  );
}
