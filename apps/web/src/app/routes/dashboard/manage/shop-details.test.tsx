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
  bookingFee: 2.5,
  slotLengthMinutes: 30,
  refundWindowHours: 24,
  additionalServices: {
    noHotTowel: { name: 'No hot towel', value: false },
    noWash: { name: 'No wash', value: false },
    silentService: { name: 'Silent service', value: false },
  },
  image: null,
  status: 'active',
};

function server(patch: (call: RecordedCall) => Response) {
  return fakeServer((call) => {
    if (call.path === '/api/manage/shop' && call.method === 'GET') {
      return jsonAnswer(200, { ok: true, message: 'ok', data: settings });
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
    expect(await screen.findByText('body.timezone: unknown time zone')).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('body.timezone: unknown time zone');
    expect(chairs).toHaveProperty('value', '4');
    const [call] = api.callsTo('PATCH', '/api/manage/shop');
    expect(await call?.request.json()).toMatchObject({
      chairCount: 4,
      queueLimit: null,
      openingHours: [{ weekday: 1, opens: '09:00', closes: '18:00' }],
      additionalServices: { noHotTowel: true, noWash: false, silentService: false },
    });
  }, 15_000);

  it('saves and says so', async () => {
    server(() =>
      jsonAnswer(200, { ok: true, message: 'Saved', data: { ...settings, chairCount: 5 } }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/manage/shopdetails', { auth: authFor('owner') });
    const chairs = await screen.findByLabelText('Chairs', {}, { timeout: 3000 });
    await user.clear(chairs);
    await user.type(chairs, '5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Shop details saved'));
  });
});
