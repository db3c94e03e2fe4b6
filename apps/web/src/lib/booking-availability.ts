import {
  type Availability,
  availabilityResponse,
  bookingPaths,
  type FirstFree,
  firstFreeResponse,
  type MonthAvailability,
  monthResponse,
} from '@jono/contract/api/booking';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export interface MonthArgs {
  shopId: string;
  /** 'YYYY-MM' */
  month: string;
  /** The order's minutes: a day is full when no stretch that long is free. */
  duration: number;
  /** The barber asked for; null is "any barber". */
  barberId: string | null;
  /** The order's services, a service once per unit (`orderServices`): each barber's length. */
  services?: string;
}

export interface DayArgs {
  shopId: string;
  /** Shop-local 'YYYY-MM-DD' */
  date: string;
  duration: number;
  barberId: string | null;
  services?: string;
}

/** The query's barber and services, left out when there are none. */
const wanted = ({ barberId, services }: { barberId?: string | null; services?: string }) => ({
  ...(barberId ? { barberId } : {}),
  ...(services ? { services } : {}),
});

const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Which days of a month have room (the date picker greys out the others). */
    monthAvailability: build.query<MonthAvailability, MonthArgs>({
      query: ({ shopId, month, duration, ...rest }) => ({
        url: apiPath(bookingPaths.month(shopId)),
        params: { month, duration, ...wanted(rest) },
      }),
      rawResponseSchema: monthResponse,
      transformResponse: (response: { data: MonthAvailability }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
    /** The free start times of one day for an order of this length. */
    dayAvailability: build.query<Availability, DayArgs>({
      query: ({ shopId, date, duration, ...rest }) => ({
        url: apiPath(bookingPaths.availability(shopId)),
        params: { date, duration, ...wanted(rest) },
      }),
      rawResponseSchema: availabilityResponse,
      transformResponse: (response: { data: Availability }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
    /** The first free time with anyone and with each barber, for an order of this length. */
    firstFree: build.query<FirstFree, { shopId: string; duration: number; services?: string }>({
      query: ({ shopId, duration, services }) => ({
        url: apiPath(bookingPaths.firstFree(shopId)),
        params: { duration, ...wanted({ services }) },
      }),
      rawResponseSchema: firstFreeResponse,
      transformResponse: (response: { data: FirstFree }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useMonthAvailabilityQuery, useDayAvailabilityQuery, useFirstFreeQuery } =
  availabilityApi;
