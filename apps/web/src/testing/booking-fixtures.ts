import type { Availability, BookingView, MonthAvailability } from '@jono/contract/api/booking';
import { addDays } from '@jono/contract/rules/local-date';
import { vi } from 'vitest';
import { shopId } from './queue-fixtures';

export const bookingId = '3f7c2a90-5b1e-4d8a-9c3f-1e2d3c4b5a69';

type DayStatus = MonthAvailability['days'][number]['status'];

/**
 * A month answer: every day available with 5 free starts unless `statuses` says otherwise;
 * days before `today` are past and after `lastDate` beyond the horizon.
 */
export function monthFixture({
  month,
  today,
  lastDate = addDays(today, 60),
  statuses = {},
}: {
  month: string;
  today: string;
  lastDate?: string;
  statuses?: Record<string, DayStatus>;
}): MonthAvailability {
  const days: MonthAvailability['days'] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) {
    const status: DayStatus =
      date < today ? 'past' : date > lastDate ? 'beyond_horizon' : (statuses[date] ?? 'available');
    days.push({ date, status, freeStarts: status === 'available' ? 5 : 0 });
  }
  return {
    month,
    timezone: 'Europe/Helsinki',
    today,
    tomorrow: addDays(today, 1),
    lastDate,
    days,
  };
}

/** A day's free times, starting at the given local times (Helsinki is UTC+2 in winter). */
export function dayFixture(date: string, times: string[], duration = 30): Availability {
  return {
    date,
    timezone: 'Europe/Helsinki',
    slotLengthMinutes: 30,
    slots: times.map((time) => {
      const [hours = 0, minutes = 0] = time.split(':').map(Number);
      const start = Date.parse(`${date}T00:00:00Z`) + ((hours - 2) * 60 + minutes) * 60_000;
      return {
        time,
        startAt: new Date(start).toISOString(),
        endAt: new Date(start + duration * 60_000).toISOString(),
      };
    }),
  };
}

/** A confirmed, paid booking of a haircut with a wash on Thursday 26 Nov 2026, 10:00. */
export function bookingFixture(overrides: Partial<BookingView> = {}): BookingView {
  return {
    id: bookingId,
    shortCode: 'T4K9PX',
    status: 'confirmed',
    shop: {
      id: shopId,
      name: 'Jono 24/7 Barbers',
      address: 'Mannerheimintie 22',
      city: 'Helsinki',
      timezone: 'Europe/Helsinki',
    },
    customerName: 'Aino Asiakas',
    phone: '•••• 4567',
    email: 'a•••@e•••.fi',
    date: '2026-11-26',
    timeRange: '10:00 - 10:40',
    startAt: '2026-11-26T08:00:00.000Z',
    endAt: '2026-11-26T08:40:00.000Z',
    order: [
      {
        name: "Men's haircut",
        price: 36.8,
        duration: 30,
        quantity: 1,
        addons: [{ name: 'Hair wash', price: 5.8, duration: 10, quantity: 1 }],
      },
    ],
    additionalServices: [{ id: 'noWash', name: 'No wash' }],
    barber: { id: 'b1b1b1b1-0000-4000-8000-000000000001', name: 'Aino', named: true },
    totalPrice: 42.6,
    totalDuration: 40,
    currency: 'EUR',
    language: 'en',
    bookingFee: 2,
    holdExpiresAt: null,
    payment: { status: 'paid', amount: 2, refunded: 0 },
    refund: null,
    freeCancellationUntil: '2026-11-25T08:00:00.000Z',
    canCancel: true,
    canMove: true,
    isWaitlistOffer: false,
    canRequestRefund: false,
    cancelledAt: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Plays the server: every request is recorded with its query and body and answered by
 * `respond` (anything it leaves unanswered is a 404 envelope).
 */
export function bookingServer(
  respond: (request: RecordedRequest) => Response | Promise<Response> | undefined,
) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = await request.text();
      const recorded: RecordedRequest = {
        method: request.method,
        url: new URL(request.url),
        body: text ? JSON.parse(text) : undefined,
        headers: request.headers,
      };
      requests.push(recorded);
      return (
        (await respond(recorded)) ??
        jsonResponse(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' })
      );
    }),
  );
  const to = (method: string, pathname: string) =>
    requests.filter((r) => r.method === method && r.url.pathname === pathname);
  return { requests, to };
}
