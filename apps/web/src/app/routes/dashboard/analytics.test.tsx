import type { Analytics, AnalyticsSummary } from '@jono/contract/api/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFor, renderApp } from '@/app/testing/render-app';
import { deferred } from '@/testing/deferred';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';

const fakeSocket = createFakeSocket();
vi.mock('@/lib/socket', () => ({ realtimeSocket: () => fakeSocket.socket }));

/** 12:00 in Helsinki on Wednesday 18 March 2026. */
const now = new Date('2026-03-18T10:00:00Z');
const barberId = '5b0c1e9a-3f4d-4e2a-9c7b-1d2e3f4a5b6c';

const quiet: AnalyticsSummary = {
  served: 0,
  servedWalkIn: 0,
  servedBooked: 0,
  takings: 0,
  serviceTakings: 0,
  bookingFees: 0,
  refunds: 0,
  averageTicket: null,
  averageWait: null,
  p90Wait: null,
  estimateError: null,
  estimateWithin10: null,
  withinShownRange: null,
  earlierThanShown: null,
  walkIns: 0,
  bookings: 0,
  cancellations: 0,
  noShows: 0,
  cancellationRate: null,
  noShowRate: null,
};

const busy: AnalyticsSummary = {
  served: 42,
  servedWalkIn: 30,
  servedBooked: 12,
  takings: 1234.5,
  serviceTakings: 1220,
  bookingFees: 24.5,
  refunds: 10,
  averageTicket: 29.05,
  averageWait: 18,
  p90Wait: 41,
  estimateError: 4,
  estimateWithin10: 0.72,
  withinShownRange: 0.72,
  earlierThanShown: 0.05,
  walkIns: 33,
  bookings: 14,
  cancellations: 3,
  noShows: 1,
  cancellationRate: 0.0638,
  noShowRate: 0.0213,
};

const before: AnalyticsSummary = {
  ...busy,
  served: 35,
  takings: 1000,
  averageWait: 12,
  estimateError: 4,
  estimateWithin10: 0.6,
  withinShownRange: 0.6,
  earlierThanShown: 0.05,
  cancellations: 5,
};

/** The server's answer for a period: it echoes the period asked for. */
function figures(from: string, to: string, overrides: Partial<Analytics> = {}): Analytics {
  return {
    timezone: 'Europe/Helsinki',
    currency: 'EUR',
    period: { from, to },
    previous: { from: '2026-03-05', to: '2026-03-11' },
    barber: null,
    summary: { current: busy, previous: before },
    rating: { average: 4.5, count: 12 },
    busiestHours: [
      { weekday: 1, hour: 10, customers: 5 },
      { weekday: 6, hour: 12, customers: 9 },
    ],
    barbers: [
      {
        id: barberId,
        name: 'Mikko',
        served: 42,
        requested: 7,
        averageServiceMinutes: 34,
        averageCatalogueMinutes: 30,
        takings: 1220,
      },
    ],
    topServices: [
      { name: 'Skin fade', count: 20, takings: 700 },
      { name: 'Classic cut', count: 10, takings: 300 },
    ],
    topAddons: [{ name: 'Beard trim', count: 8, takings: 80 }],
    ...overrides,
  };
}

type Answer = (from: string, to: string) => Response | Promise<Response>;

const answerWith =
  (overrides: Partial<Analytics> = {}): Answer =>
  (from, to) =>
    jsonAnswer(200, { ok: true, data: figures(from, to, overrides) });

function server(answer: Answer = answerWith()) {
  const fake = fakeServer((call) => {
    const url = new URL(call.request.url);
    if (call.path === '/api/analytics') {
      return answer(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? '');
    }
    if (call.path === '/api/users/team') return jsonAnswer(200, { ok: true, data: [] });
    return errorAnswer(404, 'Not found', 'NOT_FOUND');
  });
  const periods = () =>
    fake.callsTo('GET', '/api/analytics').map((call) => {
      const url = new URL(call.request.url);
      return `${url.searchParams.get('from')}..${url.searchParams.get('to')}`;
    });
  return { ...fake, periods, lastPeriod: () => periods().at(-1) };
}

const open = (url = '/dashboard/analytics', role: 'owner' | 'barber' = 'owner') =>
  renderApp(url, { auth: authFor(role) });

const kpi = (label: string) => screen.getByRole('group', { name: label });
const kpiValue = (label: string) => within(kpi(label)).getByTestId('kpi-value').textContent;
const waitForFigures = () =>
  screen.findByRole('group', { name: 'Customers served' }, { timeout: 5000 });

describe('analytics page', () => {
  beforeEach(() => {
    // Only the clock is fixed: timers, and so the page's requests, run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the last 7 days by default: today and the 6 days before, against the week before', async () => {
    const api = server();
    open();
    await waitForFigures();
    expect(api.lastPeriod()).toBe('2026-03-12..2026-03-18');
    expect(screen.getByRole('radio', { name: '7 days' })).toHaveProperty('checked', true);
    expect(screen.getByText('12 Mar 2026 – 18 Mar 2026')).toBeTruthy();
    expect(screen.getByText('Compared with 5 Mar 2026 – 11 Mar 2026')).toBeTruthy();
  });

  it('shows each headline figure with the previous period and whether the change is better or worse', async () => {
    server();
    open();
    await waitForFigures();

    expect(kpiValue('Customers served')).toBe('42');
    expect(within(kpi('Customers served')).getByText('30 walk-in · 12 booked')).toBeTruthy();
    expect(within(kpi('Customers served')).getByTestId('kpi-delta').textContent).toBe(
      'Up 20% · better',
    );
    expect(within(kpi('Customers served')).getByText('Previous period: 35')).toBeTruthy();

    expect(kpiValue('Takings')).toBe('€1,234.50');
    expect(
      within(kpi('Takings')).getByText('Services €1,220.00 + booking fees €24.50 − refunds €10.00'),
    ).toBeTruthy();
    expect(within(kpi('Takings')).getByText('Previous period: €1,000.00')).toBeTruthy();

    // More waiting is worse; fewer cancellations are better.
    expect(kpiValue('Average wait')).toBe('18 mins');
    expect(within(kpi('Average wait')).getByText('9 in 10 waited at most 41 mins')).toBeTruthy();
    const waitDelta = within(kpi('Average wait')).getByTestId('kpi-delta');
    expect(waitDelta.textContent).toBe('Up 50% · worse');
    expect(waitDelta.dataset.tone).toBe('bad');
    expect(within(kpi('Cancellations')).getByTestId('kpi-delta').textContent).toBe(
      'Down 40% · better',
    );
    expect(within(kpi('Cancellations')).getByText('Rate 6.4%')).toBeTruthy();
    expect(kpiValue('Bookings vs walk-ins')).toBe('14 bookings / 33 walk-ins');
    expect(
      within(kpi('Bookings vs walk-ins')).getByText('Previous period: 14 bookings / 33 walk-ins'),
    ).toBeTruthy();
  });

  it('compares the figures as shown: equal shown values are no change', async () => {
    // 6.3 and 5.8 minutes both show as 6 mins; 72.04 % and 72.01 % both as 72%.
    server(
      answerWith({
        summary: {
          current: { ...busy, averageWait: 6.3, estimateWithin10: 0.7204 },
          previous: { ...before, averageWait: 5.8, estimateWithin10: 0.7201 },
        },
      }),
    );
    open();
    await waitForFigures();

    expect(kpiValue('Average wait')).toBe('6 mins');
    expect(within(kpi('Average wait')).getByText('Previous period: 6 mins')).toBeTruthy();
    const waitDelta = within(kpi('Average wait')).getByTestId('kpi-delta');
    expect(waitDelta.textContent).toBe('No change');
    expect(waitDelta.dataset.tone).toBe('neutral');
    expect(within(kpi('Within 10 min of estimate')).getByTestId('kpi-delta').textContent).toBe(
      'No change',
    );
  });

  it('says how often the estimate held, and what the figures mean', async () => {
    server();
    open();
    await waitForFigures();

    expect(kpiValue('Estimate error')).toBe('4 mins');
    expect(within(kpi('Estimate error')).getByTestId('kpi-delta').textContent).toBe('No change');
    expect(
      within(kpi('Estimate error')).getByText(
        'Median difference between the start we estimated when the customer joined and when they really started; walk-ins who started in this period.',
      ),
    ).toBeTruthy();

    // The same error is no change; more customers starting near their estimate is better:
    // 60% -> 72% is up a fifth.
    const held = kpi('Within 10 min of estimate');
    expect(within(held).getByTestId('kpi-value').textContent).toBe('72%');
    const heldDelta = within(held).getByTestId('kpi-delta');
    expect(heldDelta.textContent).toBe('Up 20% · better');
    expect(heldDelta.dataset.tone).toBe('good');
    expect(within(held).getByText('Previous period: 60%')).toBeTruthy();
    expect(
      within(held).getByText(
        'Share of those walk-ins who started at most 10 minutes before or after the estimate.',
      ),
    ).toBeTruthy();
  });

  it('shows no share when nobody was given an estimate', async () => {
    server(
      answerWith({
        summary: {
          current: { ...busy, estimateError: null, estimateWithin10: null },
          previous: before,
        },
      }),
    );
    open();
    await waitForFigures();
    const held = kpi('Within 10 min of estimate');
    expect(within(within(held).getByTestId('kpi-value')).getByText('No data')).toBeTruthy();
    expect(within(held).queryByTestId('kpi-delta')).toBeNull();
    expect(within(held).getByText('Previous period: 60%')).toBeTruthy();
  });

  it('asks for today, 30 days and back, and keeps the choice in the address', async () => {
    const api = server();
    const { router } = open();
    await waitForFigures();
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() => expect(api.lastPeriod()).toBe('2026-03-18..2026-03-18'));
    expect(router.state.location.search).toBe('?period=today');
    expect(await screen.findByText('18 Mar 2026')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => expect(api.lastPeriod()).toBe('2026-02-17..2026-03-18'));
    expect(router.state.location.search).toBe('?period=30d');
  });

  it('opens on the period a shared link names', async () => {
    const api = server();
    open('/dashboard/analytics?from=2026-01-01&to=2026-01-31');
    await waitForFigures();
    expect(api.periods()).toEqual(['2026-01-01..2026-01-31']);
    expect(screen.getByRole('radio', { name: 'Custom' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('From')).toHaveProperty('value', '01/01/2026');
  });

  it('checks a custom range before asking for it', async () => {
    const api = server();
    const { router } = open();
    await waitForFigures();
    const user = userEvent.setup();
    const asked = api.periods().length;

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const form = screen.getByRole('form', { name: 'Custom period' });
    const from = within(form).getByLabelText('From');
    const to = within(form).getByLabelText('To');

    await user.clear(from);
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByText('Choose a date')).toBeTruthy();

    await user.type(from, '10/03/2026');
    await user.clear(to);
    await user.type(to, '01/03/2026');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByText('Must not be before the start')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');

    await user.clear(to);
    await user.type(to, '19/03/2026');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    // The field itself keeps to today, and says so in words of its own.
    expect(within(form).getByText('Choose a date no later than 18/03/2026.')).toBeTruthy();

    await user.clear(from);
    await user.type(from, '01/01/2025');
    await user.clear(to);
    await user.type(to, '01/03/2026');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByText('At most 366 days at a time')).toBeTruthy();
    expect(api.periods()).toHaveLength(asked);

    await user.clear(from);
    await user.type(from, '01/02/2026');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.lastPeriod()).toBe('2026-02-01..2026-03-01'));
    expect(router.state.location.search).toBe('?from=2026-02-01&to=2026-03-01');
  });

  it("counts today in the shop's time zone, not the browser's", async () => {
    // 12:00 UTC is already 02:00 on the next day at UTC+14.
    vi.setSystemTime(new Date('2026-03-18T12:00:00Z'));
    const api = server(answerWith({ timezone: 'Pacific/Kiritimati' }));
    open('/dashboard/analytics?period=today');
    await waitFor(() => expect(api.lastPeriod()).toBe('2026-03-19..2026-03-19'));
    expect(await screen.findByText('19 Mar 2026')).toBeTruthy();
  });

  it('tells a barber that the figures are their own', async () => {
    server(answerWith({ barber: { id: barberId, name: 'Mikko' } }));
    open('/dashboard/analytics', 'barber');
    await waitForFigures();
    expect(screen.getByText('Your figures')).toBeTruthy();
    expect(screen.getByText('Only the customers you served and your takings.')).toBeTruthy();
    // Reviews rate the shop, not one barber.
    expect(screen.queryByRole('group', { name: 'Average rating' })).toBeNull();
  });

  it('does not call an owner’s figures their own', async () => {
    server();
    open();
    await waitForFigures();
    expect(screen.queryByText('Your figures')).toBeNull();
    expect(kpiValue('Average rating')).toBe('4.5');
    expect(within(kpi('Average rating')).getByText('12 reviews')).toBeTruthy();
  });

  it('draws the busiest hours with a name on every cell, and gives them as a table', async () => {
    server();
    open();
    await waitForFigures();
    const section = screen.getByRole('region', { name: 'Busiest hours' });
    expect(within(section).getByRole('img', { name: 'Monday 10:00: 5 customers' })).toBeTruthy();
    expect(within(section).getByRole('img', { name: 'Saturday 12:00: 9 customers' })).toBeTruthy();
    expect(within(section).getByRole('img', { name: 'Tuesday 11:00: 0 customers' })).toBeTruthy();

    await userEvent.setup().click(within(section).getByRole('button', { name: 'Show as table' }));
    const table = within(section).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // The hours with arrivals, and an hour either side.
    expect(headers).toEqual(['Weekday', '09:00', '10:00', '11:00', '12:00', '13:00']);
    const monday = within(table).getByRole('row', { name: /Monday/ });
    expect(
      within(monday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '5', '0', '0', '0']);
  });

  it('lists each barber against the catalogue, and the top services as bars or a table', async () => {
    server();
    open();
    await waitForFigures();
    const barbers = screen.getByRole('region', { name: 'Per barber' });
    const mikko = within(barbers).getByRole('row', { name: /Mikko/ });
    expect(
      within(mikko)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['42', '7', '34 mins', '30 mins', '4 mins longer', '€1,220.00']);

    const services = screen.getByRole('region', { name: 'Top services' });
    expect(within(services).getByText('20 times · €700.00')).toBeTruthy();
    await userEvent.setup().click(within(services).getByRole('button', { name: 'Show as table' }));
    const row = within(within(services).getByRole('table')).getByRole('row', {
      name: /Classic cut/,
    });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10', '€300.00']);
  });

  it('exports the shown figures as CSV', async () => {
    server();
    open();
    await waitForFigures();
    let file: Blob | undefined;
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      file = blob as Blob;
      return 'blob:analytics';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    // The test's document cannot download: the click only records which file it would save.
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(saved).toEqual(['jono-analytics-2026-03-12_2026-03-18.csv']);
    const lines = (await file?.text())?.replace(/^\uFEFF/, '').split('\r\n') ?? [];
    expect(lines[0]).toBe('Period,2026-03-12,2026-03-18');
    expect(lines).toContain('Customers served,42,35');
    expect(lines).toContain('Within 10 min of estimate,0.72,0.6');
    expect(lines).toContain('Monday,10,5');
    expect(lines).toContain('Mikko,42,7,34,30,1220');
    expect(lines).toContain('Skin fade,20,700');
    expect(lines).toContain('Beard trim,8,80');
  });

  it('says so when nothing happened in the period', async () => {
    server(
      answerWith({
        summary: { current: quiet, previous: before },
        busiestHours: [],
        barbers: [],
        topServices: [],
        topAddons: [],
      }),
    );
    open();
    expect(
      await screen.findByText('No activity in this period', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Customers served' })).toBeNull();
  });

  it('shows the error with a way to try again', async () => {
    let isDown = true;
    server((from, to) =>
      isDown
        ? errorAnswer(500, 'Database is down', 'INTERNAL')
        : jsonAnswer(200, { ok: true, data: figures(from, to) }),
    );
    open();
    expect(
      await screen.findByText('The figures could not be loaded', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Database is down')).toBeTruthy();

    isDown = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await waitForFigures()).toBeTruthy();
  });

  it('shows placeholders while loading, then keeps the old figures dimmed while a new period loads', async () => {
    const answers: ReturnType<typeof deferred<Response>>[] = [];
    server(() => {
      const answer = deferred<Response>();
      answers.push(answer);
      return answer.promise;
    });
    const { container } = open();
    await waitFor(() => expect(answers).toHaveLength(1), { timeout: 5000 });
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Customers served' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);

    answers[0]?.resolve(jsonAnswer(200, { ok: true, data: figures('2026-03-12', '2026-03-18') }));
    await waitForFigures();

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(kpiValue('Customers served')).toBe('42');
    expect(kpi('Customers served').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Updating the figures…')).toBeTruthy();

    answers[1]?.resolve(
      jsonAnswer(200, {
        ok: true,
        data: figures('2026-03-18', '2026-03-18', {
          summary: { current: { ...busy, served: 7 }, previous: before },
        }),
      }),
    );
    await waitFor(() => expect(kpiValue('Customers served')).toBe('7'));
    expect(kpi('Customers served').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('false');
  });
});
