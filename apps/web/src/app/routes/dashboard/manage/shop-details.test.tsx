import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authFor, renderApp } from '@/app/testing/render-app';
import { notify } from '@/lib/toast';
import { errorAnswer, fakeServer, jsonAnswer, type RecordedCall } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';

const fakeSocket = createFakeSocket();
vi.mock('@/lib/socket', () => ({ realtimeSocket: () => fakeSocket.socket }));
vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const settings = {
  name: 'Parturi Kallio',
  address: 'Fleminginkatu 1',
  city: 'Helsinki',
  postalCode: '00530',
  country: 'Finland',
  lat: 60.18,
  lng: 24.95,
  timezone: 'Europe/Helsinki',
  openingHours: [{ weekday: 1, opens: '09:00', closes: '18:00' }],
  weeklyOffs: [7],
  chairCount: 3,
  queueLimit: null,
  maxWaitMinutes: null,
  bookingFee: 2.5,
  slotLengthMinutes: 30,
  refundWindowHours: 24,
  retentionDays: 30,
  defaultBreakMinutes: 15,
  additionalServices: {
    noHotTowel: { name: 'No hot towel', value: false },
    noWash: { name: 'No wash', value: false },
    silentService: { name: 'Silent service', value: false },
  },
  status: 'active',
};

/** The tiles the page's map draws (MAP_TILES_URL); jsdom loads none of them. */
const mapTilesUrl = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

function server(patch: (call: RecordedCall) => Response) {
  return fakeServer((call) => {
    if (call.path === '/api/manage/shop' && call.method === 'GET') {
      return jsonAnswer(200, { ok: true, message: 'ok', data: settings, mapTilesUrl });
    }
    if (call.path === '/api/manage/shop') return patch(call);
    if (call.path === '/api/users/team') return jsonAnswer(200, { ok: true, data: [] });
    return jsonAnswer(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' });
  });
}

describe('shop details (/dashboard/manage/shopdetails)', () => {
  it('checks the fields before sending and keeps the input when the server refuses', async () => {
    const api = server(() => errorAnswer(400, 'body.timezone: unknown time zone', 'BAD_REQUEST'));
    const user = userEvent.setup();
    renderApp('/dashboard/manage/shopdetails', { auth: authFor('owner') });
    const chairs = await screen.findByLabelText('Chairs', {}, { timeout: 3000 });
    await user.clear(chairs);
    await user.type(chairs, '40');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This value is out of range.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/manage/shop')).toHaveLength(0);

    await user.clear(chairs);
    await user.type(chairs, '4');
    await user.click(screen.getByRole('switch', { name: 'No hot towel' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'This request could not be handled. Check the details and try again.',
      ),
    ).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith(
      'This request could not be handled. Check the details and try again.',
    );
    expect(chairs).toHaveProperty('value', '4');
    const [call] = api.callsTo('PATCH', '/api/manage/shop');
    expect(await call?.request.json()).toMatchObject({
      chairCount: 4,
      queueLimit: null,
      openingHours: [{ weekday: 1, opens: '09:00', closes: '18:00' }],
      additionalServices: { noHotTowel: true, noWash: false, silentService: false },
    });
  }, 15_000);

  it('offers to save only once something changed, and discarding puts it away', async () => {
    server(() => jsonAnswer(200, { ok: true, message: 'Saved', data: settings, mapTilesUrl }));
    const user = userEvent.setup();
    renderApp('/dashboard/manage/shopdetails', { auth: authFor('owner') });
    const chairs = await screen.findByLabelText('Chairs', {}, { timeout: 3000 });
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    await user.clear(chairs);
    await user.type(chairs, '5');
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(chairs).toHaveProperty('value', '3');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('takes the time zone from a list, the current one chosen, and sends the new one', async () => {
    const api = server(() =>
      jsonAnswer(200, { ok: true, message: 'Saved', data: settings, mapTilesUrl }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/manage/shopdetails', { auth: authFor('owner') });
    const zone = await screen.findByRole('combobox', { name: /Time zone/ }, { timeout: 3000 });
    expect(zone).toHaveProperty('value', 'Europe/Helsinki');
    await user.selectOptions(zone, 'Europe/Stockholm');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/manage/shop')).toHaveLength(1));
    const [call] = api.callsTo('PATCH', '/api/manage/shop');
    expect(await call?.request.json()).toMatchObject({ timezone: 'Europe/Stockholm' });
  });

  it('takes the most wait in minutes, says what it does, and refuses one out of range', async () => {
    const api = server(() =>
      jsonAnswer(200, { ok: true, message: 'Saved', data: settings, mapTilesUrl }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/manage/shopdetails', { auth: authFor('owner') });
    const most = await screen.findByLabelText(
      'Stop walk-ins when the wait passes (minutes)',
      {},
      { timeout: 3000 },
    );
    expect(most).toHaveProperty('value', '');
    expect(screen.getByText(/only staff can add walk-ins/)).toBeTruthy();
    await user.type(most, '5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter 10 to 480 minutes, or leave empty.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/manage/shop')).toHaveLength(0);

    await user.type(most, '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/manage/shop')).toHaveLength(1));
    const [call] = api.callsTo('PATCH', '/api/manage/shop');
    expect(await call?.request.json()).toMatchObject({ maxWaitMinutes: 50 });
  }, 15_000);

  it("starts an unplaced shop's map at its town and says to place the pin there", async () => {
    const tampere = { lat: 61.4978, lng: 23.761 };
    const calls = fakeServer((call) => {
      if (call.path === '/api/manage/shop' && call.method === 'GET') {
        const unplaced = { ...settings, city: 'Tampere', lat: null, lng: null };
        return jsonAnswer(200, { ok: true, message: 'ok', data: unplaced, mapTilesUrl });
      }
      if (call.path === '/api/manage/shop/geocode') {
        return jsonAnswer(200, {
          ok: true,
          message: 'Found',
          data: { outcome: 'found', position: tampere, label: 'Tampere, Finland' },
        });
      }
      if (call.path === '/api/users/team') return jsonAnswer(200, { ok: true, data: [] });
      return jsonAnswer(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' });
    });
    renderApp('/dashboard/manage/shopdetails', { auth: authFor('owner') });
    expect(
      await screen.findByText(
        'Place the pin: tap the map where your shop’s door is.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(calls.callsTo('POST', '/api/manage/shop/geocode')).toHaveLength(1));
    const [asked] = calls.callsTo('POST', '/api/manage/shop/geocode');
    expect(await asked?.request.json()).toMatchObject({
      address: 'Tampere',
      city: 'Tampere',
      country: 'Finland',
    });
    // The map shows the town's streets (Tampere's zoom-13 tile column), not all of Finland.
    await waitFor(() => {
      const tiles = [...document.querySelectorAll<HTMLImageElement>('.leaflet-tile')];
      expect(tiles.some((tile) => tile.src.includes('/13/4636/'))).toBe(true);
    });
  });

  it('saves and says so', async () => {
    server(() =>
      jsonAnswer(200, {
        ok: true,
        message: 'Saved',
        data: { ...settings, chairCount: 5 },
        mapTilesUrl,
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/manage/shopdetails', { auth: authFor('owner') });
    const chairs = await screen.findByLabelText('Chairs', {}, { timeout: 3000 });
    await user.clear(chairs);
    await user.type(chairs, '5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Shop details saved'));
  });

  it('closes a day with its switch, which makes it a weekly day off, in one control', async () => {
    const api = server(() =>
      jsonAnswer(200, { ok: true, message: 'Saved', data: settings, mapTilesUrl }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/manage/shopdetails', { auth: authFor('owner') });
    const monday = await screen.findByRole('switch', { name: 'Open on Monday' }, { timeout: 3000 });
    expect(screen.getAllByText('Closed all day')).toHaveLength(6);
    // No second control for the same days.
    expect(screen.queryByRole('checkbox', { name: 'Saturday' })).toBeNull();
    expect(screen.queryByText('Weekly days off')).toBeNull();
    await user.click(monday);
    expect(screen.getAllByText('Closed all day')).toHaveLength(7);
    await user.click(screen.getByRole('switch', { name: 'Open on Tuesday' }));
    expect(screen.getAllByText('Closed all day')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/manage/shop')).toHaveLength(1));
    const [call] = api.callsTo('PATCH', '/api/manage/shop');
    const body = (await call?.request.json()) as {
      openingHours: { weekday: number }[];
      weeklyOffs: number[];
    };
    expect(body.openingHours).toEqual([expect.objectContaining({ weekday: 2 })]);
    expect(body.weeklyOffs).toEqual([1, 3, 4, 5, 6, 7]);
  }, 15_000);

  it('leaves the booking fee and slot length to the slots page, with a link there', async () => {
    server(() => jsonAnswer(200, { ok: true, message: 'Saved', data: settings, mapTilesUrl }));
    renderApp('/dashboard/manage/shopdetails', { auth: authFor('owner') });
    const link = await screen.findByRole(
      'link',
      { name: 'Set the booking fee and slot length' },
      { timeout: 3000 },
    );
    expect(link.getAttribute('href')).toBe('/dashboard/manage-booking/slots');
    expect(screen.queryByLabelText(/Booking fee/)).toBeNull();
    expect(screen.queryByLabelText(/Slot length/)).toBeNull();
  });
});
