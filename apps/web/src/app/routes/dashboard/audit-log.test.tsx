import type { AuditEntry, AuditPage } from '@jono/contract/api/audit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authFor, renderApp } from '@/app/testing/render-app';
import { formatShopDateTime } from '@/lib/dates';
import { errorAnswer, fakeServer, jsonAnswer, type RecordedCall } from '@/testing/fake-server';

const auditPath = '/api/audit';
/** Far from the test machine's clock, so a time written on the wrong one shows. */
const shopTimeZone = 'Pacific/Auckland';
const ids = {
  olli: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  rita: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
} as const;
const actors = [
  { id: ids.olli, name: 'Olli Omistaja' },
  { id: ids.rita, name: 'Rita Receptionist' },
];

let serial = 0;
function entry(overrides: Partial<AuditEntry>): AuditEntry {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    at: '2026-11-24T10:15:00.000Z',
    action: 'order_cancelled',
    actor: { id: ids.rita, name: 'Rita Receptionist' },
    subject: { kind: 'order', id: null, label: 'ABC234' },
    details: {},
    ...overrides,
  };
}

const cancelled = entry({ details: { reason: 'Customer left' } });
const priceChange = entry({
  at: '2026-11-23T08:00:00.000Z',
  action: 'price_changed',
  actor: { id: ids.olli, name: 'Olli Omistaja' },
  subject: { kind: 'service', id: null, label: "Men's haircut" },
  details: { priceBefore: 25, priceAfter: 28, currency: 'EUR' },
});
const queueClosed = entry({
  at: '2026-11-20T16:00:00.000Z',
  action: 'queue_changed',
  actor: { id: ids.olli, name: 'Olli Omistaja' },
  subject: { kind: 'queue', id: null, label: '' },
  details: { stateBefore: null, stateAfter: 'closed' },
});

const query = (call: RecordedCall | undefined) =>
  Object.fromEntries(new URL(call?.request.url ?? 'http://x/').searchParams);

/**
 * The record as the server keeps it: filtered by action and who, two entries a page, the
 * cursor naming the last entry given.
 */
function server({
  entries = [cancelled, priceChange, queueClosed],
  failFirstRead = false,
}: {
  entries?: AuditEntry[];
  failFirstRead?: boolean;
} = {}) {
  let failRead = failFirstRead;
  return fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/api/staff/messages') {
      return jsonAnswer(200, { ok: true, data: [], unread: 0 });
    }
    if (call.method === 'GET' && call.path === auditPath) {
      if (failRead) {
        failRead = false;
        return errorAnswer(503, 'The database is not answering', 'SERVICE_UNAVAILABLE');
      }
      const { action, actorId, before } = query(call);
      const matching = entries.filter(
        (e) => (!action || e.action === action) && (!actorId || e.actor.id === actorId),
      );
      const start = before ? matching.findIndex((e) => e.id === before) + 1 : 0;
      const page = matching.slice(start, start + 2);
      const hasMore = start + 2 < matching.length;
      const data: AuditPage = {
        entries: page,
        cursor: hasMore ? (page.at(-1)?.id ?? null) : null,
        actors,
        timezone: shopTimeZone,
      };
      return jsonAnswer(200, { ok: true, data });
    }
    return errorAnswer(404, 'Not found', 'NOT_FOUND');
  });
}

const renderLog = (url = '/dashboard/audit-log') => renderApp(url, { auth: authFor('owner') });
const list = async () => {
  const region = await screen.findByRole('region', { name: 'Recorded actions' }, { timeout: 5000 });
  await waitFor(() => expect(region.getAttribute('aria-busy')).toBe('false'));
  return region;
};
const headings = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('activity log page', () => {
  it('lists what staff did, newest first: what, why, who and when', async () => {
    const { callsTo } = server();
    renderLog();
    expect(
      await screen.findByRole('status', { name: 'Loading the activity log…' }, { timeout: 5000 }),
    ).toBeTruthy();
    const region = await list();
    expect(headings(region)).toEqual([
      'Cancelled walk-in ABC-234',
      "Men's haircut: €25.00 → €28.00",
    ]);
    expect(query(callsTo('GET', auditPath)[0])).toEqual({});

    const first = within(region).getByRole('article', { name: 'Cancelled walk-in ABC-234' });
    expect(within(first).getByText('Reason: Customer left')).toBeTruthy();
    expect(first.textContent).toContain('By: Rita Receptionist');
    const time = first.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(cancelled.at);
    // On the shop's clock: 10:15 UTC is 23:15 in Auckland.
    expect(time?.textContent).toBe(formatShopDateTime(cancelled.at, 'en', shopTimeZone));
    expect(time?.textContent).toContain('23:15');
  });

  it('loads older entries with the cursor, focuses the first of them, then says that is all', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderLog();
    const region = await list();
    await user.click(within(region).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(headings(region)).toHaveLength(3));
    expect(headings(region)[2]).toBe('Queue: automatic → closed');
    // The button went with the last page: the focus is on the first entry it added.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(region).getByRole('article', { name: 'Queue: automatic → closed' }),
      ),
    );
    expect(query(callsTo('GET', auditPath).at(-1))).toEqual({ before: priceChange.id });
    expect(within(region).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(region).getByText('That is everything on record.')).toBeTruthy();
  });

  it('filters by action and staff member, kept in the address, and clears them', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    const { router } = renderLog();
    await list();

    await user.selectOptions(screen.getByLabelText('Action'), 'Price changed');
    await waitFor(() => expect(router.state.location.search).toBe('?action=price_changed'));
    expect(headings(await list())).toEqual(["Men's haircut: €25.00 → €28.00"]);
    expect(query(callsTo('GET', auditPath).at(-1))).toEqual({ action: 'price_changed' });

    await user.selectOptions(screen.getByLabelText('Staff member'), 'Rita Receptionist');
    expect(router.state.location.search).toBe(`?action=price_changed&actor=${ids.rita}`);
    expect(await screen.findByText('No entries match these filters')).toBeTruthy();
    expect(query(callsTo('GET', auditPath).at(-1))).toEqual({
      action: 'price_changed',
      actorId: ids.rita,
    });

    // Back goes to the step before; the list follows the address.
    await act(() => router.navigate(-1));
    expect(headings(await list())).toEqual(["Men's haircut: €25.00 → €28.00"]);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    await waitFor(async () => expect(headings(await list())).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('asks for the days typed, on the shop’s calendar, and opens on a shared link', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    const { router } = renderLog('/dashboard/audit-log?from=2026-11-01&action=order_cancelled');
    await list();
    expect(query(callsTo('GET', auditPath)[0])).toEqual({
      from: '2026-11-01',
      action: 'order_cancelled',
    });
    expect(screen.getByLabelText('Action')).toHaveProperty('value', 'order_cancelled');

    await user.type(screen.getByRole('textbox', { name: /^To/ }), '23/11/2026');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?from=2026-11-01&to=2026-11-23&action=order_cancelled',
      ),
    );
    await waitFor(() =>
      expect(query(callsTo('GET', auditPath).at(-1))).toEqual({
        from: '2026-11-01',
        to: '2026-11-23',
        action: 'order_cancelled',
      }),
    );
  });

  it('says when nothing is on record yet', async () => {
    server({ entries: [] });
    renderLog();
    await list();
    expect(screen.getByText('Nothing on record yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when loading failed and reads again on Try again', async () => {
    server({ failFirstRead: true });
    const user = userEvent.setup();
    renderLog();
    const title = await screen.findByText("Couldn't load the activity log", {}, { timeout: 5000 });
    const box = title.closest('[role="alert"]') as HTMLElement;
    expect(box.textContent).toContain(
      'The service is briefly unavailable. Please try again in a moment.',
    );
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(headings(await list())).toHaveLength(2);
  });
});
