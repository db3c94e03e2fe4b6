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

const savedProfile = (changes: Record<string, unknown> = {}) =>
  jsonAnswer(200, {
    ok: true,
    message: 'Your profile is saved',
    user: {
      avatar: '/uploads/avatars/user-owner-1a2b3c.webp',
      name: 'Test owner',
      email: 'owner@example.com',
      mailPermissions: true,
      shopName: 'Parturi Kallio',
      ...changes,
    },
  });

function server(respond: (call: RecordedCall) => Response = () => savedProfile()) {
  return fakeServer((call) => {
    if (call.path === '/api/users/team') return jsonAnswer(200, { ok: true, data: [] });
    return respond(call);
  });
}

const png = (bytes = 64) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

async function openProfile(role: 'owner' | 'barber' | 'receptionist' = 'owner') {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  const view = renderApp('/dashboard/profile', { auth: authFor(role) });
  await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 3000 });
  return view;
}

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

describe('profile (/dashboard/profile)', () => {
  it('refuses a file that is not a JPEG, PNG or WebP before sending anything', async () => {
    const api = server();
    // The file dialog's "all files" lets any file through the accept filter.
    const user = userEvent.setup({ applyAccept: false });
    await openProfile();
    const input = screen.getByLabelText('Choose a photo');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');

    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));

    expect(screen.getByRole('alert').textContent).toBe(
      "This file isn't a JPEG, PNG or WebP image. Choose another one.",
    );
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(api.callsTo('PATCH', '/api/users/update-profile')).toHaveLength(0);
  });

  it('refuses a picture over 5 MB', async () => {
    server();
    const user = userEvent.setup();
    await openProfile();
    await user.upload(screen.getByLabelText('Choose a photo'), png(5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe(
      'This photo is larger than 5 MB. Choose a smaller one.',
    );
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('previews a chosen picture, sends it as multipart, and the session takes the answer', async () => {
    const api = server();
    const user = userEvent.setup();
    const { store, container } = await openProfile();

    await user.upload(screen.getByLabelText('Choose a photo'), png(5 * 1024 * 1024));
    expect(screen.queryByRole('alert')).toBeNull();
    const preview = container.querySelector('img[src^="blob:"]');
    expect(preview).not.toBeNull();

    await user.click(saveButton());

    await waitFor(() =>
      expect(store.getState().auth.user?.avatar).toBe('/uploads/avatars/user-owner-1a2b3c.webp'),
    );
    const [call] = api.callsTo('PATCH', '/api/users/update-profile');
    expect(call?.bearer).toBe('token-owner');
    const form = await call?.request.formData();
    expect(form?.get('name')).toBe('Test owner');
    expect(form?.get('email')).toBe('owner@example.com');
    expect(form?.get('mailPermissions')).toBe('true');
    const avatar = form?.get('avatar') as File;
    expect([avatar.name, avatar.type, avatar.size]).toEqual(['me.png', 'image/png', 5242880]);
    expect(notify.success).toHaveBeenCalledWith('Your profile is saved', { id: 'profile' });
    // The saved picture replaces the preview.
    await waitFor(() =>
      expect(
        container.querySelector('img[src="/uploads/avatars/user-owner-1a2b3c.webp"]'),
      ).not.toBeNull(),
    );
  });

  it('explains a new email must be verified, and marks the session unverified after saving', async () => {
    const api = server(() =>
      savedProfile({ email: 'new@example.com', mailPermissions: false, avatar: null }),
    );
    const user = userEvent.setup();
    const { store } = await openProfile('barber');

    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'new@example.com');
    expect(
      screen.getByText(
        'After you save, open the link we send to new@example.com to verify your new address.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Emails from Jono' }));
    await user.click(saveButton());

    await waitFor(() => expect(store.getState().auth.user?.email).toBe('new@example.com'));
    expect(store.getState().auth.user).toMatchObject({ isVerified: false, mailPermissions: false });
    const form = await api.callsTo('PATCH', '/api/users/update-profile')[0]?.request.formData();
    expect(form?.get('mailPermissions')).toBe('false');
    expect(form?.has('avatar')).toBe(false);
    expect(notify.success).toHaveBeenCalledWith(
      'Your profile is saved. Open the link we sent to new@example.com to verify it.',
      { id: 'profile' },
    );
  });

  it('checks the name and email before sending', async () => {
    const api = server();
    const user = userEvent.setup();
    await openProfile();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(saveButton());
    expect(await screen.findByText('Enter your name (at least 2 characters).')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address, e.g. name@example.com.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/users/update-profile')).toHaveLength(0);
  });

  it('shows a taken email at the field and keeps the input', async () => {
    server(() => errorAnswer(409, 'Another account already uses this email', 'CONFLICT'));
    const user = userEvent.setup();
    const { store } = await openProfile();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(saveButton());
    expect(await screen.findByText('Another account already uses this email.')).toBeTruthy();
    expect(email).toHaveProperty('value', 'taken@example.com');
    expect(store.getState().auth.user?.email).toBe('owner@example.com');
    expect(notify.error).toHaveBeenCalled();
  });

  it('lets an owner set a live status, saved at once and kept in the session', async () => {
    const api = server(() => jsonAnswer(200, { ok: true, message: 'Your status is updated' }));
    const user = userEvent.setup();
    const { store } = await openProfile('owner');
    const picker = screen.getByRole('group', { name: 'Your status' });
    expect(within(picker).getByRole('radio', { name: 'Available' })).toHaveProperty(
      'checked',
      true,
    );

    await user.click(within(picker).getByRole('radio', { name: 'On a break' }));

    await waitFor(() => expect(store.getState().auth.user?.status).toBe('on_break'));
    const [call] = api.callsTo('PATCH', '/api/users/status');
    expect(await call?.request.json()).toEqual({ status: 'on_break' });
    expect(within(picker).getByRole('radio', { name: 'On a break' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('keeps the status when the server refuses it', async () => {
    server(() => errorAnswer(403, 'Only owners and barbers have a live status', 'FORBIDDEN'));
    const user = userEvent.setup();
    const { store } = await openProfile('barber');
    await user.click(screen.getByRole('radio', { name: 'Busy' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Only owners and barbers have a live status', {
        id: 'live-status',
      }),
    );
    expect(store.getState().auth.user?.status).toBe('available');
  });

  it('shows a receptionist no status picker', async () => {
    server();
    await openProfile('receptionist');
    expect(screen.queryByRole('group', { name: 'Your status' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Change your status' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
  });
});
