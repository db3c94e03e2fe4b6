import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, sessionFor } from '@/app/testing/render-app';
import { notify } from '@/lib/toast';
import { errorAnswer, fakeServer, jsonAnswer, type RecordedCall } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';

const fakeSocket = createFakeSocket();
vi.mock('@/lib/socket', () => ({ realtimeSocket: () => fakeSocket.socket }));
vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
vi.setConfig({ testTimeout: 15_000 });

const ownerId = '66666666-6666-4666-8666-666666666666';
const barberId = '55555555-5555-4555-8555-555555555555';
const staff = () => [
  {
    userId: ownerId,
    name: 'Test owner',
    email: 'owner@example.com',
    phone: null,
    role: 'owner',
    status: 'available',
    isActive: true,
    isVerified: true,
    lastLoginAt: '2026-11-20T08:00:00.000Z',
  },
  {
    userId: barberId,
    name: 'Bea Barber',
    email: 'bea@example.com',
    phone: null,
    role: 'barber',
    status: null,
    isActive: true,
    isVerified: false,
    lastLoginAt: null,
  },
];

function server(respond: (call: RecordedCall) => Response | undefined = () => undefined) {
  return fakeServer((call) => {
    const answer = respond(call);
    if (answer) return answer;
    if (call.path === '/api/manage/staff') return jsonAnswer(200, { ok: true, data: staff() });
    if (call.path === '/api/users/team') return jsonAnswer(200, { ok: true, data: [] });
    return jsonAnswer(200, { ok: true, message: 'done' });
  });
}

async function open() {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  renderApp('/dashboard/staff', {
    auth: {
      user: sessionFor('owner', { userId: ownerId }),
      isAuthenticated: true,
      isChecking: false,
    },
  });
  await screen.findByText('Bea Barber', {}, { timeout: 3000 });
}

describe('staff (/dashboard/staff)', () => {
  it('lists role, status, verification and last login; the owner cannot change themselves', async () => {
    server();
    await open();
    expect(screen.getByText('Not verified yet')).toBeTruthy();
    expect(screen.getByText('Last login: never')).toBeTruthy();
    expect(screen.getByLabelText('Role of Test owner')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Role of Bea Barber')).toHaveProperty('disabled', false);
  });

  it('checks the invitation before sending it, then sends it', async () => {
    const api = server();
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Invite a team member' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Aino');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Enter a valid email address.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/manage/staff')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'aino@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'receptionist');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/manage/staff')).toHaveLength(1));
    const [call] = api.callsTo('POST', '/api/manage/staff');
    expect(await call?.request.json()).toEqual({
      name: 'Aino',
      email: 'aino@example.com',
      role: 'receptionist',
    });
  });

  it("says in the dialog, in the user's language, that the email already has an account", async () => {
    server((call) =>
      call.method === 'POST'
        ? errorAnswer(409, 'Someone already has an account with this email', 'EMAIL_TAKEN')
        : undefined,
    );
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Invite a team member' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Aino');
    await user.type(within(dialog).getByLabelText('Email'), 'bea@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('Someone in Jono already has an account with this email.'),
    ).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith(
      'Someone in Jono already has an account with this email.',
    );
  });

  it('says in its own words when a role change is refused', async () => {
    server((call) =>
      call.method === 'PATCH' ? errorAnswer(409, 'A shop needs an owner', 'LAST_OWNER') : undefined,
    );
    const user = userEvent.setup();
    await open();
    await user.selectOptions(screen.getByLabelText('Role of Bea Barber'), 'receptionist');
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'A shop needs at least one active owner. Make someone else owner first.',
      ),
    );
  });

  it('deactivates after a confirmation', async () => {
    const api = server();
    const user = userEvent.setup();
    await open();
    await user.click(screen.getAllByRole('button', { name: 'Deactivate' })[1] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Bea Barber?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/manage/staff/${barberId}/deactivate`)).toHaveLength(1),
    );
  });
});
