import { screen, waitFor, within } from '@testing-library/react';
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

const cut = '11111111-1111-4111-8111-111111111111';
const beard = '22222222-2222-4222-8222-222222222222';
const categories = [
  { id: cut, name: 'Haircuts', position: 0, serviceCount: 2 },
  { id: beard, name: 'Beard', position: 1, serviceCount: 0 },
];
const s1 = '33333333-3333-4333-8333-333333333333';
const s2 = '44444444-4444-4444-8444-444444444444';
const services = [
  {
    id: s1,
    categoryId: cut,
    name: 'Classic cut',
    description: '',
    price: 30,
    duration: 30,
    isActive: true,
    position: 0,
  },
  {
    id: s2,
    categoryId: cut,
    name: 'Buzz cut',
    description: '',
    price: 20,
    duration: 15,
    isActive: true,
    position: 1,
  },
];

function server(respond: (call: RecordedCall) => Response | undefined = () => undefined) {
  return fakeServer((call) => {
    const answer = respond(call);
    if (answer) return answer;
    if (call.path === '/api/manage/categories')
      return jsonAnswer(200, { ok: true, data: categories });
    if (call.path === '/api/manage/services') return jsonAnswer(200, { ok: true, data: services });
    if (call.path === '/api/manage/addons') return jsonAnswer(200, { ok: true, data: [] });
    if (call.path === '/api/users/team') return jsonAnswer(200, { ok: true, data: [] });
    return jsonAnswer(200, { ok: true, message: 'done' });
  });
}

async function open(url: string, heading: string) {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  vi.mocked(notify.warning).mockClear();
  renderApp(url, { auth: authFor('owner') });
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 3000 });
}

vi.setConfig({ testTimeout: 15_000 });

describe('service categories', () => {
  it('checks the name before sending, and keeps it when the save fails', async () => {
    const api = server((call) =>
      call.method === 'POST' ? errorAnswer(409, 'That name is taken', 'CONFLICT') : undefined,
    );
    const user = userEvent.setup();
    await open('/dashboard/manage/serviceCategories', 'Service categories');
    await screen.findByText('Haircuts');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a name.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/manage/categories')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Colour');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const conflict = 'This changed in the meantime. Refresh the page and try again.';
    expect(await within(dialog).findByText(conflict)).toBeTruthy();
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'Colour');
    expect(notify.error).toHaveBeenCalledWith(conflict);
  });

  it('saves a new order with every id', async () => {
    const api = server();
    const user = userEvent.setup();
    await open('/dashboard/manage/serviceCategories', 'Service categories');
    await screen.findByText('Haircuts');
    expect(screen.getByRole('button', { name: 'Move Haircuts up' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Move Beard up' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/manage/categories/order')).toHaveLength(1));
    const [call] = api.callsTo('PUT', '/api/manage/categories/order');
    expect(await call?.request.json()).toEqual({ ids: [beard, cut] });
  });

  it('says why a category with services cannot go', async () => {
    server((call) =>
      call.method === 'DELETE'
        ? errorAnswer(409, 'This category still has 2 service(s).', 'CATEGORY_NOT_EMPTY')
        : undefined,
    );
    const user = userEvent.setup();
    await open('/dashboard/manage/serviceCategories', 'Service categories');
    await user.click(await screen.findByRole('button', { name: 'Delete Haircuts' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'This category still has services. Move them to another category or delete them first.',
      ),
    ).toBeTruthy();
  });
});

describe('services', () => {
  it('tells the owner when a delete deactivated the service instead', async () => {
    const api = server((call) =>
      call.method === 'DELETE'
        ? jsonAnswer(200, {
            ok: true,
            outcome: 'deactivated',
            message: 'Orders refer to it, so it was deactivated',
          })
        : undefined,
    );
    const user = userEvent.setup();
    await open('/dashboard/manage/services', 'Services');
    await user.click(await screen.findByRole('button', { name: 'Delete Buzz cut' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notify.warning).toHaveBeenCalledWith(
        'Buzz cut is in orders, so it was deactivated instead of deleted',
      ),
    );
    expect(api.callsTo('DELETE', `/api/manage/services/${s2}`)).toHaveLength(1);
  });

  it('sends a price typed with a comma as euros and refuses a too short duration', async () => {
    const api = server();
    const user = userEvent.setup();
    await open('/dashboard/manage/services', 'Services');
    await screen.findByText('Classic cut');
    await user.click(screen.getAllByRole('button', { name: 'Add service' })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Fade');
    await user.type(within(dialog).getByLabelText('Price (€)'), '24,50');
    const duration = within(dialog).getByLabelText('Duration (min)');
    await user.clear(duration);
    await user.type(duration, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('A service takes at least 5 minutes.')).toBeTruthy();
    await user.clear(duration);
    await user.type(duration, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/manage/services')).toHaveLength(1));
    const [call] = api.callsTo('POST', '/api/manage/services');
    expect(await call?.request.json()).toEqual({
      categoryId: cut,
      name: 'Fade',
      description: '',
      price: 24.5,
      duration: 40,
      isActive: true,
    });
  });

  it("says why a published shop's last active service stays, when switched off or deleted", async () => {
    const lastActive =
      'A published shop keeps at least one active service. Add or activate another service first, or unpublish the shop.';
    server((call) =>
      call.method === 'PATCH' || call.method === 'DELETE'
        ? errorAnswer(
            409,
            'A published shop keeps at least one active service',
            'LAST_ACTIVE_SERVICE',
          )
        : undefined,
    );
    const user = userEvent.setup();
    await open('/dashboard/manage/services', 'Services');
    await user.click(
      await screen.findByRole('switch', { name: 'Classic cut offered to customers' }),
    );
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(lastActive));
    await user.click(screen.getByRole('button', { name: 'Delete Buzz cut' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(lastActive)).toBeTruthy();
  });

  it('toggles a service off', async () => {
    const api = server();
    const user = userEvent.setup();
    await open('/dashboard/manage/services', 'Services');
    await user.click(
      await screen.findByRole('switch', { name: 'Classic cut offered to customers' }),
    );
    await waitFor(() => expect(api.callsTo('PATCH', `/api/manage/services/${s1}`)).toHaveLength(1));
    const [call] = api.callsTo('PATCH', `/api/manage/services/${s1}`);
    expect(await call?.request.json()).toEqual({ isActive: false });
  });
});

describe('add-ons', () => {
  it('links an add-on to the chosen services', async () => {
    const api = server();
    const user = userEvent.setup();
    await open('/dashboard/manage/servicesAddons', 'Add-ons');
    await screen.findByText('No add-ons yet');
    await user.click(screen.getByRole('button', { name: 'Add add-on' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Hot towel');
    await user.type(within(dialog).getByLabelText('Price (€)'), '5');
    await user.click(within(dialog).getByLabelText('Buzz cut'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/manage/addons')).toHaveLength(1));
    const [call] = api.callsTo('POST', '/api/manage/addons');
    expect(await call?.request.json()).toEqual({
      name: 'Hot towel',
      price: 5,
      duration: 0,
      isActive: true,
      serviceIds: [s2],
    });
  });

  it('applies a new add-on to every service with one click', async () => {
    const api = server();
    const user = userEvent.setup();
    await open('/dashboard/manage/servicesAddons', 'Add-ons');
    await screen.findByText('No add-ons yet');
    await user.click(screen.getByRole('button', { name: 'Add add-on' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Hot towel');
    await user.type(within(dialog).getByLabelText('Price (€)'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'All services' }));
    expect(within(dialog).getByText('2 of 2 services')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/manage/addons')).toHaveLength(1));
    const [call] = api.callsTo('POST', '/api/manage/addons');
    expect(await call?.request.json()).toMatchObject({ serviceIds: [s1, s2] });
  });

  it('says an add-on linked to every service is with all services', async () => {
    const addon = {
      id: '55555555-5555-4555-8555-555555555555',
      name: 'Hot towel',
      price: 5,
      duration: 0,
      isActive: true,
      serviceIds: [s2, s1],
    };
    server((call) =>
      call.path === '/api/manage/addons' ? jsonAnswer(200, { ok: true, data: [addon] }) : undefined,
    );
    await open('/dashboard/manage/servicesAddons', 'Add-ons');
    expect(await screen.findByText('With: all services')).toBeTruthy();
  });
});
