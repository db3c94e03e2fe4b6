import {
  centsToPrice,
  type EstimateRecord,
  type Picture,
  type ShopBarber,
  type ShopDetail,
  type ShopPhotos,
  type ShopRating,
  type ShopSummary,
} from '@jono/contract';
import type { LearnedWaitModel } from '../../../db/schema';
import type { ServiceContext } from '../../../plugins/app/service-context';
import type { Catalogue } from '../../catalog/catalog.service';
import { type ShopListRow, type ShopRow, shopCoords } from '../../shops/shops.service';
import { rangeAnswer, type ShopStatus } from '../live';

/**
 * How the shop's estimates have done, from its stored model: learned from its own visits once
 * any service is, and the last 30 days' starts against the ranges shown (none before ranges
 * were kept).
 */
function estimateRecordOf(model: LearnedWaitModel): EstimateRecord {
  return {
    learned: Object.keys(model.services).length > 0,
    visits: model.accuracy?.visits ?? 0,
    withinRange: model.accuracy?.within ?? 0,
  };
}

/** The one shape of a shop that leaves the server. */
export function presentShopSummary(
  shop: ShopListRow,
  status: ShopStatus,
  model: LearnedWaitModel,
  categories: { id: string; name: string }[],
  rating: ShopRating,
  cover: Picture | null,
  distance?: number,
): ShopSummary {
  return {
    id: shop.id,
    name: shop.name,
    city: shop.city,
    address: shop.address,
    country: shop.country,
    timezone: shop.timezone,
    open: status.opening.isOpen,
    openTime: status.opening.todayHours?.opens ?? null,
    closeTime: status.opening.todayHours?.closes ?? null,
    queue: status.queue,
    queueState: status.queueState,
    fullReason: status.fullReason,
    maxWaitMinutes: shop.maxWaitMinutes,
    walkInsUntil: status.walkInsUntil?.toISOString() ?? null,
    chairCount: shop.chairCount,
    coords: shopCoords(shop),
    weeklyOffs: shop.weeklyOffs,
    serviceCategories: categories,
    image: cover,
    rating,
    waitingTime: status.newcomerWait,
    waitRange: rangeAnswer(status.newcomerRange),
    estimates: estimateRecordOf(model),
    ...(distance === undefined ? {} : { distance }),
  };
}

/** What this server can do for a shop's customers, whatever the shop chose. */
export interface ServerCan {
  /** Payments are not off: a booking fee can be taken. */
  takesPayments: boolean;
  /** A text-message gateway is configured. */
  textsOn: boolean;
}

export const serverCanOf = (ctx: Pick<ServiceContext, 'config' | 'sms'>): ServerCan => ({
  takesPayments: ctx.config.payments !== 'off',
  textsOn: ctx.sms.gateway !== null,
});

export function presentShopDetail(
  shop: ShopRow,
  status: ShopStatus,
  model: LearnedWaitModel,
  catalogue: Catalogue,
  upcomingHolidays: { startsOn: string; endsOn: string; note: string }[],
  team: ShopBarber[],
  rating: ShopRating,
  photos: ShopPhotos,
  { takesPayments, textsOn }: ServerCan,
): ShopDetail {
  const categories = catalogue.categories.map((category) => ({
    id: category.id,
    name: category.name,
    services: catalogue.services
      .filter((s) => s.categoryId === category.id)
      .map((s) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        price: centsToPrice(s.priceCents),
        duration: s.durationMinutes,
        addons: catalogue.addons
          .filter((a) => a.serviceId === s.id)
          .map((a) => ({
            id: a.id,
            name: a.name,
            price: centsToPrice(a.priceCents),
            duration: a.durationMinutes,
          })),
        barbers: team.flatMap((barber) => {
          const term = catalogue.barberTerms.find(
            (t) => t.userId === barber.id && t.serviceId === s.id,
          );
          if (term?.offered === false) return [];
          return [
            {
              barberId: barber.id,
              price: centsToPrice(term?.priceCents ?? s.priceCents),
              duration: term?.durationMinutes ?? s.durationMinutes,
            },
          ];
        }),
      })),
  }));
  return {
    ...presentShopSummary(
      shop,
      status,
      model,
      categories.filter((c) => c.services.length > 0).map(({ id, name }) => ({ id, name })),
      rating,
      photos.cover,
    ),
    postalCode: shop.postalCode,
    currency: shop.currency,
    openingHours: [...shop.openingHours].sort((a, b) => a.weekday - b.weekday),
    categories: categories.filter((c) => c.services.length > 0),
    additionalServices: shop.additionalServices,
    holidays: upcomingHolidays,
    booking: {
      takesBookings: takesPayments || shop.bookingFeeCents === 0,
      fee: centsToPrice(shop.bookingFeeCents),
      slotLengthMinutes: shop.slotLengthMinutes,
      horizonDays: shop.bookingHorizonDays,
      refundWindowHours: shop.refundWindowHours,
    },
    team,
    gallery: photos.gallery,
    textAlerts: textsOn,
  };
}
