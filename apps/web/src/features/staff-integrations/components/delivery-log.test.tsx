import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browserTimeZone, formatShopDateTime } from '@/lib/dates';
import {
  cardOf,
  delivery,
  endpoint,
  ids,
  integrationsServer,
  renderPanel,
} from './integrations.test-kit';

const when = (instant: string) => formatShopDateTime(instant, 'en', browserTimeZone());
const tillUrl = 'https://till.example/hooks/jono';
const logPath = `/api/manage/webhooks/${ids.till}/deliveries`;

const delivered = delivery({ eventType: 'booking.paid', createdAt: '2026-11-24T10:00:00.000Z' });
const failed = delivery({
  eventType: 'walk_in.no_show',
  createdAt: '2026-11-23T09:00:00.000Z',
  status: 'failed',
  attempts: 5,
  lastStatusCode: 500,
});
const refused = delivery({
  eventType: 'review.posted',
  createdAt: '2026-11-22T09:00:00.000Z',
  status: 'failed',
  attempts: 3,
  lastStatusCode: null,
  lastError: 'unreachable',
  lastErrorDetail: 'ECONNREFUSED',
});
const pending = delivery({
  eventType: 'walk_in.called',
  createdAt: '2026-11-24T11:00:00.000Z',
  status: 'pending',
  attempts: 2,
  lastStatusCode: 503,
  nextAttemptAt: '2026-11-24T11:05:00.000Z',
});

/** Opens the till's delivery log and hands back its region and its rows. */
async function openLog(user: ReturnType<typeof userEvent.setup>) {
  const card = await cardOf(tillUrl);
  const toggle = card.getByRole('button', { name: 'Delivery log' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const log = within(await screen.findByRole('region', { name: `Delivery log of ${tillUrl}` }));
  return { card, log, rows: async () => log.findAllByRole('listitem') };
}

describe("an endpoint's delivery log", () => {
  it('shows each delivery: its event, when, its status, tries and last answer', async () => {
    integrationsServer({
      endpoints: [endpoint()],
      deliveries: { [ids.till]: [pending, delivered, failed, refused] },
    });
    const user = userEvent.setup();
    renderPanel();
    const { rows } = await openLog(user);
    const [first, second, third, fourth] = (await rows()).map((row) => within(row));

    expect(first?.getByText('Walk-in called')).toBeTruthy();
    expect(first?.getByText('Pending')).toBeTruthy();
    expect(first?.getByText(`${when(pending.createdAt)} · 2 tries`)).toBeTruthy();
    expect(first?.getByText('Answered HTTP 503')).toBeTruthy();
    expect(first?.getByText(`Next try ${when('2026-11-24T11:05:00.000Z')}`)).toBeTruthy();
    expect(first?.queryByRole('button', { name: 'Replay' })).toBeNull();

    expect(second?.getByText('Booking paid')).toBeTruthy();
    expect(second?.getByText('Delivered')).toBeTruthy();
    expect(second?.getByText(`${when(delivered.createdAt)} · 1 try`)).toBeTruthy();
    expect(second?.getByText('Answered HTTP 200')).toBeTruthy();

    expect(third?.getByText("Walk-in didn't show up")).toBeTruthy();
    expect(third?.getByText('Failed')).toBeTruthy();
    expect(third?.getByText('Answered HTTP 500')).toBeTruthy();
    expect(fourth?.getByText('No answer: could not connect (ECONNREFUSED)')).toBeTruthy();
    expect(fourth?.getByRole('button', { name: 'Replay' })).toBeTruthy();
  });

  it('replays a failed delivery as a new row on top', async () => {
    const server = integrationsServer({
      endpoints: [endpoint()],
      deliveries: { [ids.till]: [delivered, failed] },
    });
    const user = userEvent.setup();
    renderPanel();
    const { rows } = await openLog(user);
    const failedRow = within((await rows())[1] as HTMLElement);
    await user.click(failedRow.getByRole('button', { name: 'Replay' }));

    await waitFor(async () => expect(await rows()).toHaveLength(3));
    expect(server.callsTo('POST', `${logPath}/${failed.id}/replay`)).toHaveLength(1);
    const newest = within((await rows())[0] as HTMLElement);
    expect(newest.getByText("Walk-in didn't show up")).toBeTruthy();
    expect(newest.getByText('Resent')).toBeTruthy();
    expect(newest.getByText('Pending')).toBeTruthy();
    expect(newest.getByText('Not tried yet')).toBeTruthy();
  });

  it('pages older deliveries with "Load more", asking for those before the last one', async () => {
    const server = integrationsServer({
      endpoints: [endpoint()],
      deliveries: { [ids.till]: [delivered, failed, refused] },
      pageSize: 2,
    });
    const user = userEvent.setup();
    renderPanel();
    const { log, rows } = await openLog(user);
    expect(await rows()).toHaveLength(2);
    await user.click(log.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    const older = server.callsTo('GET', logPath).at(-1);
    expect(new URL(older?.request.url ?? 'http://x/').searchParams.get('before')).toBe(failed.id);
    expect(log.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within((await rows())[2] as HTMLElement).getByText('Review posted')).toBeTruthy();
  });

  it('says when there is nothing yet, shows a test event sent, and reads again on Refresh', async () => {
    const server = integrationsServer({ endpoints: [endpoint()] });
    const user = userEvent.setup();
    renderPanel();
    const { card, log, rows } = await openLog(user);
    expect(await log.findByText('No deliveries yet')).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Send test event' }));
    const [ping] = await rows();
    expect(within(ping as HTMLElement).getByText('Test event (ping)')).toBeTruthy();
    expect(server.callsTo('POST', `/api/manage/webhooks/${ids.till}/ping`)).toHaveLength(1);

    const reads = server.callsTo('GET', logPath).length;
    await user.click(log.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(server.callsTo('GET', logPath).length).toBe(reads + 1));
  });

  it('says when the log could not load, and loads it on retry', async () => {
    let fail = true;
    integrationsServer({
      endpoints: [endpoint()],
      deliveries: { [ids.till]: [delivered] },
      refuse: (call) =>
        fail && call.path === logPath
          ? new Response('<html>Bad gateway</html>', { status: 502 })
          : undefined,
    });
    const user = userEvent.setup();
    renderPanel();
    const { log, rows } = await openLog(user);
    expect(await log.findByText("Couldn't load the delivery log")).toBeTruthy();
    fail = false;
    await user.click(log.getByRole('button', { name: 'Try again' }));
    expect(within((await rows())[0] as HTMLElement).getByText('Booking paid')).toBeTruthy();
  });
});
