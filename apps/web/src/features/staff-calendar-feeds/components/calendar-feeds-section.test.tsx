import type { CalendarFeed, CalendarFeeds } from '@jono/contract/api/calendar-feeds';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { errorAnswer, fakeServer, jsonAnswer, type RecordedCall } from '@/testing/fake-server';
import { CalendarFeedsSection } from './calendar-feeds-section';

const mikko = '1c6a3d2f-2e3b-4d4c-9f5a-6b7c8d9e0f12';
const aino = '0b5f2c1e-1d2a-4c3b-8e4f-5a6b7c8d9e01';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const secret = 'Jx9kQ2mV7tR4wY1zA8bC3dE6fG0hI5jK2lM9nO4pQ7r';

const feed = (scope: string, overrides: Partial<CalendarFeed> = {}): CalendarFeed => ({
  scope,
  memberName: scope === mikko ? 'Mikko Korhonen' : scope === aino ? 'Aino Virtanen' : null,
  isActive: false,
  withWalkIns: false,
  madeAt: null,
  lastReadAt: null,
  ...overrides,
});

/**
 * The feeds server: the owner's view (the shop's feed, Aino's, and Mikko's made two days ago
 * and read by a calendar an hour ago) unless `feeds` says otherwise. Changes change the model.
 */
function feedsServer({
  feeds = {
    customerNames: 'first',
    canChooseNames: true,
    feeds: [
      feed('shop'),
      feed(aino),
      feed(mikko, { isActive: true, madeAt: hoursAgo(48), lastReadAt: hoursAgo(1) }),
    ],
  },
  list,
  refuse,
}: {
  feeds?: CalendarFeeds;
  list?: (call: RecordedCall) => Response;
  refuse?: () => Response;
} = {}) {
  const model: CalendarFeeds = structuredClone(feeds);
  const scopeOf = (path: string) => path.split('/').pop() ?? '';
  const replace = (scope: string, next: CalendarFeed) => {
    model.feeds = model.feeds.map((one) => (one.scope === scope ? next : one));
    return next;
  };
  return fakeServer(async (call) => {
    if (call.method === 'GET' && call.path === '/api/team/calendar-feeds') {
      return list ? list(call) : jsonAnswer(200, { ok: true, data: model });
    }
    if (refuse) return refuse();
    if (call.path === '/api/team/calendar-settings') {
      model.customerNames = (await call.request.clone().json()).customerNames;
      return jsonAnswer(200, { ok: true, message: 'Saved' });
    }
    const scope = scopeOf(call.path);
    const current = model.feeds.find((one) => one.scope === scope);
    if (!current) return errorAnswer(404, 'Not found', 'NOT_FOUND');
    if (call.method === 'DELETE') {
      replace(scope, feed(scope));
      return jsonAnswer(200, { ok: true, message: 'Stopped' });
    }
    const { withWalkIns } = await call.request.clone().json();
    if (call.method === 'PATCH') {
      const data = replace(scope, { ...current, withWalkIns });
      return jsonAnswer(200, { ok: true, message: 'Changed', data });
    }
    const data = replace(scope, {
      ...current,
      isActive: true,
      withWalkIns,
      madeAt: new Date().toISOString(),
      lastReadAt: null,
    });
    const url = `https://jono.example/api/calendar/${secret}.ics`;
    return jsonAnswer(200, {
      ok: true,
      message: 'Ready',
      data: { feed: data, url, webcalUrl: url.replace('https:', 'webcal:') },
    });
  });
}

function renderSection() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <CalendarFeedsSection />
      </Provider>
    </I18nextProvider>,
  );
}

const rowOf = async (scope: string) => within(await screen.findByTestId(`calendar-feed-${scope}`));
const bodyOf = (call: RecordedCall | undefined) => call?.request.clone().json();

describe('calendar subscriptions', () => {
  it('lists the shop and each member with what their address has done', async () => {
    feedsServer();
    renderSection();
    expect(screen.getByRole('status', { name: 'Loading calendar subscriptions…' })).toBeTruthy();
    const shop = await rowOf('shop');
    expect(shop.getByText('Whole shop')).toBeTruthy();
    expect(shop.getByText('No address yet')).toBeTruthy();
    const row = await rowOf(mikko);
    expect(
      row.getByText('Address made 2 days ago · last read by a calendar 1 hour ago'),
    ).toBeTruthy();
    expect(row.getByRole('switch', { name: 'Show walk-ins' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(screen.getByRole('radio', { name: 'First name' })).toHaveProperty('checked', true);
  });

  it('makes an address with the walk-ins choice and shows it once, to copy or subscribe', async () => {
    const server = feedsServer();
    const user = userEvent.setup();
    renderSection();
    const shop = await rowOf('shop');
    // Without an address the switch only sets what the address will show.
    await user.click(shop.getByRole('switch', { name: 'Show walk-ins' }));
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    await user.click(shop.getByRole('button', { name: 'Make a calendar address for Whole shop' }));

    const dialog = within(
      await screen.findByRole('dialog', { name: 'Calendar address of Whole shop' }),
    );
    expect(await bodyOf(server.callsTo('PUT', '/api/team/calendar-feeds/shop')[0])).toEqual({
      withWalkIns: true,
    });
    expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveProperty(
      'value',
      `https://jono.example/api/calendar/${secret}.ics`,
    );
    expect(
      dialog.getByRole('link', { name: 'Subscribe on this device' }).getAttribute('href'),
    ).toBe(`webcal://jono.example/api/calendar/${secret}.ics`);
    expect(dialog.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(`webcal://jono.example/api/calendar/${secret}.ics`)}`,
    );
    expect(dialog.getByText('Shown only this once')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await (await rowOf('shop')).findByText(/Address made just now/)).toBeTruthy();
  });

  it('changes what a live feed shows at once', async () => {
    const server = feedsServer();
    const user = userEvent.setup();
    renderSection();
    const row = await rowOf(mikko);
    const walkIns = row.getByRole('switch', { name: 'Show walk-ins' });
    await user.click(walkIns);
    expect(walkIns.getAttribute('aria-checked')).toBe('true');
    await waitFor(() =>
      expect(server.callsTo('PATCH', `/api/team/calendar-feeds/${mikko}`)).toHaveLength(1),
    );
    expect(await bodyOf(server.callsTo('PATCH', `/api/team/calendar-feeds/${mikko}`)[0])).toEqual({
      withWalkIns: true,
    });
  });

  it('takes the switch back when the change is refused', async () => {
    feedsServer({ refuse: () => errorAnswer(404, 'No address', 'NOT_FOUND') });
    const user = userEvent.setup();
    renderSection();
    const walkIns = (await rowOf(mikko)).getByRole('switch', { name: 'Show walk-ins' });
    await user.click(walkIns);
    await waitFor(() => expect(walkIns.getAttribute('aria-checked')).toBe('false'));
  });

  it('asks before a new address or a stop, and does nothing when kept', async () => {
    const server = feedsServer();
    const user = userEvent.setup();
    renderSection();
    const row = await rowOf(mikko);
    await user.click(row.getByRole('button', { name: 'New address' }));
    const renew = within(
      await screen.findByRole('dialog', { name: 'New address for Mikko Korhonen?' }),
    );
    expect(renew.getByText(/old address stops working at once/)).toBeTruthy();
    await user.click(renew.getByRole('button', { name: 'Keep it' }));
    expect(server.callsTo('PUT', `/api/team/calendar-feeds/${mikko}`)).toEqual([]);

    await user.click(row.getByRole('button', { name: 'Stop' }));
    const stop = within(
      await screen.findByRole('dialog', { name: 'Stop the calendar of Mikko Korhonen?' }),
    );
    await user.click(stop.getByRole('button', { name: 'Stop calendar' }));
    await waitFor(() =>
      expect(server.callsTo('DELETE', `/api/team/calendar-feeds/${mikko}`)).toHaveLength(1),
    );
    expect(await (await rowOf(mikko)).findByText('No address yet')).toBeTruthy();

    await user.click((await rowOf(mikko)).getByRole('button', { name: /Make a calendar address/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Calendar address of Mikko Korhonen' }),
    ).toBeTruthy();
  });

  it('lets the owner choose how customers are named', async () => {
    const server = feedsServer();
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('radio', { name: 'No names' }));
    await waitFor(() =>
      expect(server.callsTo('PATCH', '/api/team/calendar-settings')).toHaveLength(1),
    );
    expect(await bodyOf(server.callsTo('PATCH', '/api/team/calendar-settings')[0])).toEqual({
      customerNames: 'none',
    });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'No names' })).toHaveProperty('checked', true),
    );
  });

  it('tells a barber how the owner names customers, with only their own feed', async () => {
    feedsServer({
      feeds: { customerNames: 'full', canChooseNames: false, feeds: [feed(mikko)] },
    });
    renderSection();
    expect(
      await screen.findByText("Calendars show customers by full name (the owner's choice)."),
    ).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByTestId('calendar-feed-shop')).toBeNull();
    expect(await rowOf(mikko)).toBeTruthy();
  });

  it('says when the list could not load, and loads it on retry', async () => {
    let fail = true;
    feedsServer({
      list: () =>
        fail
          ? errorAnswer(503, 'Down for a moment', 'SERVICE_UNAVAILABLE')
          : jsonAnswer(200, {
              ok: true,
              data: { customerNames: 'first', canChooseNames: true, feeds: [feed('shop')] },
            }),
    });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText("Couldn't load the calendar subscriptions")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await rowOf('shop')).toBeTruthy();
  });
});
