import type { MemberWeek, TeamWeek } from '@jono/contract/api/team-schedule';
import { addDays } from '@jono/contract/rules/local-date';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { errorAnswer, fakeServer, jsonAnswer, type RecordedCall } from '@/testing/fake-server';
import { TeamSchedulePanel } from './team-schedule-panel';

/**
 * A week of a Helsinki shop (UTC+2 in November): open 09-17 on weekdays, 10-15 on Saturday,
 * closed on Sundays. Aino works the shop's hours; Mikko a split shift of his own, with
 * Thursday off and two hours off on Friday.
 */
export const weekFrom = '2026-11-23';

/** Wednesday of that week, noon in Helsinki: "this week" is the week above. */
export const onWednesday = () =>
  vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), toFake: ['Date'] });
export const ids = {
  aino: '0b5f2c1e-1d2a-4c3b-8e4f-5a6b7c8d9e01',
  mikko: '1c6a3d2f-2e3b-4d4c-9f5a-6b7c8d9e0f12',
  thursdayOff: '2d7b4e3a-3f4c-4e5d-8a6b-7c8d9e0f1a23',
  fridayOff: '3e8c5f4b-4a5d-4f6e-9b7c-8d9e0f1a2b34',
} as const;

const dates = Array.from({ length: 7 }, (_, index) => addDays(weekFrom, index));
const openingHours = [1, 2, 3, 4, 5]
  .map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' }))
  .concat({ weekday: 6, opens: '10:00', closes: '15:00' });
/** Local 'HH:mm' in Helsinki on the `index`th day, as the instant the server sends. */
const at = (index: number, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(Date.parse(`${dates[index]}T00:00:00Z`) + ((hours - 2) * 60 + minutes) * 60_000)
    .toISOString()
    .replace('.000Z', 'Z');
};
const shifts = (index: number, ...spans: [string, string][]) =>
  spans.map(([start, end]) => ({ start: at(index, start), end: at(index, end) }));

const aino: MemberWeek = {
  userId: ids.aino,
  name: 'Aino Virtanen',
  role: 'owner',
  avatar: null,
  hours: null,
  timeOff: [],
  days: dates.map((date, index) => ({
    date,
    shifts:
      index < 5
        ? shifts(index, ['09:00', '17:00'])
        : index === 5
          ? shifts(5, ['10:00', '15:00'])
          : [],
  })),
  canEdit: true,
};

const split: [string, string][] = [
  ['09:00', '12:00'],
  ['13:00', '17:00'],
];
const mikko: MemberWeek = {
  userId: ids.mikko,
  name: 'Mikko Korhonen',
  role: 'barber',
  avatar: null,
  hours: [1, 2, 3, 4, 5].flatMap((weekday) =>
    split.map(([opens, closes]) => ({ weekday, opens, closes })),
  ),
  timeOff: [
    {
      id: ids.fridayOff,
      startsOn: dates[4] ?? '',
      endsOn: dates[4] ?? '',
      from: '12:00',
      until: '14:00',
      note: null,
    },
    {
      id: ids.thursdayOff,
      startsOn: dates[3] ?? '',
      endsOn: dates[3] ?? '',
      from: null,
      until: null,
      note: 'Dentist',
    },
  ],
  days: dates.map((date, index) => ({
    date,
    shifts:
      index === 3 || index > 4
        ? []
        : index === 4
          ? shifts(4, ['09:00', '12:00'], ['14:00', '17:00'])
          : shifts(index, ...split),
  })),
  canEdit: true,
};

export function teamWeek(overrides: Partial<TeamWeek> = {}): TeamWeek {
  return {
    from: weekFrom,
    timezone: 'Europe/Helsinki',
    openingHours,
    weeklyOffs: [7],
    shopDays: dates.map((date, index) => ({
      date,
      hours: openingHours.find((hours) => hours.weekday === index + 1) ?? null,
      // Three bookings on Wednesday, one on Saturday.
      bookings: index === 2 ? 3 : index === 5 ? 1 : 0,
    })),
    members: [aino, mikko],
    ...overrides,
  };
}

/** The same week as a member who may change nothing (a receptionist) reads it. */
export const readOnlyWeek = () =>
  teamWeek({ members: teamWeek().members.map((member) => ({ ...member, canEdit: false })) });

export const weekPath = '/api/team/schedule';

const addedTimeOff = {
  id: 'f0f0f0f0-0000-4000-8000-000000000001',
  startsOn: '2026-12-01',
  endsOn: '2026-12-03',
  from: null,
  until: null,
  note: null,
};

/**
 * The schedule calls as the server answers them: the week (`week()` each time, so a test can
 * change it or fail it), and changes answered as saved unless `refuse` gives a refusal.
 */
export function scheduleServer({
  week = () => jsonAnswer(200, { ok: true, data: teamWeek() }),
  services = (call) => jsonAnswer(200, { ok: true, data: memberServices(call.path) }),
  refuse,
  bookingsHit = [],
}: {
  week?: (call: RecordedCall) => Response;
  /** A member's services (GET /api/team/:userId/services). */
  services?: (call: RecordedCall) => Response;
  refuse?: () => Response;
  /** The member's bookings that time off or new hours leave out. */
  bookingsHit?: unknown[];
} = {}) {
  return fakeServer(async (call) => {
    if (call.method === 'GET' && call.path === weekPath) return week(call);
    if (call.method === 'GET' && call.path.endsWith('/services')) return services(call);
    if (call.path.startsWith('/api/team/') && call.method !== 'GET') {
      if (refuse) return refuse();
      if (call.method === 'POST') {
        return jsonAnswer(201, {
          ok: true,
          message: 'Time off added',
          data: addedTimeOff,
          bookingsHit,
        });
      }
      return call.method === 'PUT'
        ? jsonAnswer(200, { ok: true, message: 'Hours saved', bookingsHit })
        : jsonAnswer(200, { ok: true, message: 'Removed' });
    }
    if (call.method === 'POST' && /^\/api\/staff\/bookings\/[^/]+\/barber$/.test(call.path)) {
      return jsonAnswer(200, { ok: true, message: 'Given', data: bookingsHit[0] });
    }
    return errorAnswer(404, 'Not found', 'NOT_FOUND');
  });
}

/**
 * A member's services: a haircut they do in their own 45 minutes for 25.00, with 41 visits
 * measured at 38 minutes, and a beard trim at the list's terms.
 */
export function memberServices(path: string) {
  const userId = path.split('/')[3] ?? '';
  return {
    userId,
    name: 'Aino Virtanen',
    canEdit: true,
    currency: 'EUR',
    services: [
      {
        serviceId: 'e0e0e0e0-0000-4000-8000-000000000001',
        name: 'Haircut',
        category: 'Hair',
        catalogue: { price: 30, duration: 30 },
        offered: true,
        price: 25,
        duration: 45,
        measured: { median: 38, visits: 41 },
      },
      {
        serviceId: 'e0e0e0e0-0000-4000-8000-000000000002',
        name: 'Beard trim',
        category: 'Beard',
        catalogue: { price: 20, duration: 20 },
        offered: true,
        price: null,
        duration: null,
        measured: null,
      },
    ],
  };
}

/** One of Mikko's bookings, as the staff pages list them, that time off or hours leave out. */
export const hitBooking = (overrides: { customerName: string; timeRange?: string }) => ({
  id: 'b0b0b0b0-0000-4000-8000-000000000001',
  shortCode: 'K7M2QD',
  status: 'confirmed',
  phone: '+358401234567',
  email: null,
  date: '2026-12-01',
  timeRange: '10:00 - 10:30',
  startAt: '2026-12-01T08:00:00.000Z',
  endAt: '2026-12-01T08:30:00.000Z',
  chair: 0,
  barber: { id: ids.mikko, name: 'Mikko Korhonen', named: true },
  services: [{ name: 'Haircut', quantity: 1, addons: [] }],
  additionalServices: [],
  totalPrice: 30,
  totalDuration: 30,
  bookingFee: 0,
  paymentStatus: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

/** The body a recorded call sent. */
export const bodyOf = (call: RecordedCall | undefined) => call?.request.clone().json();

export function renderSchedule(currentUserId?: string, canManageBookings = true) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <MemoryRouter>
          <TeamSchedulePanel currentUserId={currentUserId} canManageBookings={canManageBookings} />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}
