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
      phone: '+358401234567',
      pendingEmail: null,
      pushWidgetSeconds: 3,
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
    // Nothing that logs in changed: no phone and no password go with the form.
    expect(form?.has('phone')).toBe(false);
    expect(form?.has('currentPassword')).toBe(false);
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

  it('asks for the current password to change the email, then shows the address waiting for its link', async () => {
    const api = server(() =>
      savedProfile({
        email: 'barber@example.com',
        pendingEmail: 'new@example.com',
        mailPermissions: false,
        avatar: null,
      }),
    );
    const user = userEvent.setup();
    const { store } = await openProfile('barber');
    expect(screen.queryByLabelText('Current password')).toBeNull();

    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'new@example.com');
    expect(
      screen.getByText(
        'After you save, we send a link to new@example.com. Your login email changes when you open it, and we tell your current address.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Emails from Jono' }));
    await user.click(saveButton());
    expect(
      await screen.findByText('Enter your current password to change your email or phone number.'),
    ).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/users/update-profile')).toHaveLength(0);

    await user.type(screen.getByLabelText('Current password'), 'Vanha-salasana-1');
    await user.click(saveButton());

    await waitFor(() => expect(store.getState().auth.user?.pendingEmail).toBe('new@example.com'));
    // The login email stays until the link is opened.
    expect(store.getState().auth.user).toMatchObject({
      email: 'barber@example.com',
      isVerified: true,
      mailPermissions: false,
    });
    const form = await api.callsTo('PATCH', '/api/users/update-profile')[0]?.request.formData();
    expect(form?.get('email')).toBe('new@example.com');
    expect(form?.get('currentPassword')).toBe('Vanha-salasana-1');
    expect(form?.get('mailPermissions')).toBe('false');
    expect(notify.success).toHaveBeenCalledWith(
      'We sent a link to new@example.com. Your email changes when you open it.',
      { id: 'profile' },
    );
    expect(
      await screen.findByText(
        'Waiting for you to open the link we sent to new@example.com. Until then you log in with barber@example.com.',
      ),
    ).toBeTruthy();
    expect(email).toHaveProperty('value', 'barber@example.com');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('tells a wrong current password at its field and changes nothing', async () => {
    server(() => errorAnswer(403, 'The current password is wrong', 'CURRENT_PASSWORD_WRONG'));
    const user = userEvent.setup();
    const { store } = await openProfile();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'elsewhere@example.com');
    const password = screen.getByLabelText('Current password');
    await user.type(password, 'a-guess');
    await user.click(saveButton());
    expect(await screen.findByText('The current password is wrong.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(email).toHaveProperty('value', 'elsewhere@example.com');
    expect(store.getState().auth.user).toMatchObject({
      email: 'owner@example.com',
      pendingEmail: null,
    });
  });

  it('changes the phone number with the current password', async () => {
    const api = server(() => savedProfile({ phone: '+358407776655' }));
    const user = userEvent.setup();
    const { store } = await openProfile();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveProperty('value', '+358401234567');
    await user.clear(phone);
    await user.type(phone, '040 777 6655');
    await user.type(screen.getByLabelText('Current password'), 'Vanha-salasana-1');
    await user.click(saveButton());

    await waitFor(() => expect(store.getState().auth.user?.phone).toBe('+358407776655'));
    const form = await api.callsTo('PATCH', '/api/users/update-profile')[0]?.request.formData();
    expect(form?.get('phone')).toBe('040 777 6655');
    expect(form?.get('currentPassword')).toBe('Vanha-salasana-1');
    expect(notify.success).toHaveBeenCalledWith('Your profile is saved', { id: 'profile' });
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

  it.each([
    [
      'email',
      'EMAIL_TAKEN',
      'Email',
      'taken@example.com',
      'Another account already uses this email.',
    ],
    [
      'phone number',
      'PHONE_TAKEN',
      'Phone number',
      '040 111 2222',
      'Another account already uses this phone number.',
    ],
  ])('shows a taken %s at its field and keeps the input', async (_, code, label, value, words) => {
    server(() => errorAnswer(409, 'Another account already uses this', code));
    const user = userEvent.setup();
    const { store } = await openProfile();
    const field = screen.getByRole('textbox', { name: label });
    await user.clear(field);
    await user.type(field, value);
    await user.type(screen.getByLabelText('Current password'), 'Vanha-salasana-1');
    await user.click(saveButton());
    expect(await screen.findByText(words)).toBeTruthy();
    expect(field).toHaveProperty('value', value);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(store.getState().auth.user?.email).toBe('owner@example.com');
    expect(notify.error).toHaveBeenCalled();
  });

  it('lets an owner set a live status, saved at once and kept in the session', async () => {
    const api = server(() =>
      jsonAnswer(200, {
        ok: true,
        message: 'Your status is updated',
        data: { status: 'busy', breakEndsAt: null },
      }),
    );
    const user = userEvent.setup();
    const { store } = await openProfile('owner');
    const picker = screen.getByRole('group', { name: 'Your status' });
    expect(within(picker).getByRole('radio', { name: 'Available' })).toHaveProperty(
      'checked',
      true,
    );

    await user.click(within(picker).getByRole('radio', { name: 'Busy' }));

    await waitFor(() => expect(store.getState().auth.user?.status).toBe('busy'));
    const [call] = api.callsTo('PATCH', '/api/users/status');
    expect(await call?.request.json()).toEqual({ status: 'busy' });
    expect(within(picker).getByRole('radio', { name: 'Busy' })).toHaveProperty('checked', true);
  });

  it('asks how long a break lasts, shows its end, and extends or ends it', async () => {
    const clock = (instant: number) =>
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(instant);
    let breakEndsAt: string | null = null;
    const api = server((call) => {
      const stored = call.path === '/api/users/status';
      if (!stored) return savedProfile();
      return jsonAnswer(200, {
        ok: true,
        message: 'Your status is updated',
        data: breakEndsAt
          ? { status: 'on_break', breakEndsAt }
          : { status: 'available', breakEndsAt: null },
      });
    });
    const user = userEvent.setup();
    const { store } = await openProfile('barber');
    const picker = screen.getByRole('group', { name: 'Your status' });

    await user.click(within(picker).getByRole('radio', { name: 'On a break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break' });
    // Nothing is sent before the length is chosen; 15 minutes is the default.
    expect(api.callsTo('PATCH', '/api/users/status')).toHaveLength(0);
    expect(within(dialog).getByRole('radio', { name: '15 mins' })).toHaveProperty('checked', true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Or until' }), '00:00');
    expect(await within(dialog).findByText('Choose a time later today.')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: '30 mins' }));
    const end = Date.now() + 30 * 60_000;
    expect(within(dialog).getByTestId('break-ends').textContent).toBe(
      `You're back at ${clock(end)}`,
    );
    breakEndsAt = new Date(end).toISOString();
    await user.click(within(dialog).getByRole('button', { name: 'Start break' }));

    await waitFor(() => expect(store.getState().auth.user?.breakEndsAt).toBe(breakEndsAt));
    expect(store.getState().auth.user?.status).toBe('on_break');
    const [started] = api.callsTo('PATCH', '/api/users/status');
    expect(await started?.request.json()).toEqual({ status: 'on_break', breakMinutes: 30 });
    expect(screen.queryByRole('dialog')).toBeNull();
    const panel = screen.getByTestId('break-panel');
    expect(panel.textContent).toContain(`On a break until ${clock(end)}`);

    await user.click(within(panel).getByRole('button', { name: '+10 mins' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/users/status')).toHaveLength(2));
    const extended = await api.callsTo('PATCH', '/api/users/status')[1]?.request.json();
    expect(extended.breakMinutes).toBeGreaterThanOrEqual(39);
    expect(extended.breakMinutes).toBeLessThanOrEqual(40);
    expect(extended.status).toBeUndefined();

    breakEndsAt = null;
    await user.click(within(panel).getByRole('button', { name: "I'm back" }));
    await waitFor(() => expect(store.getState().auth.user?.status).toBe('available'));
    expect(store.getState().auth.user?.breakEndsAt).toBeNull();
    expect(screen.queryByTestId('break-panel')).toBeNull();
  });

  it("offers the shop's own break length first", async () => {
    const api = server(() =>
      jsonAnswer(200, {
        ok: true,
        message: 'Your status is updated',
        data: { status: 'on_break', breakEndsAt: new Date(Date.now() + 20 * 60_000).toISOString() },
      }),
    );
    const user = userEvent.setup();
    const auth = authFor('barber');
    renderApp('/dashboard/profile', {
      auth: { ...auth, user: auth.user && { ...auth.user, defaultBreakMinutes: 20 } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 3000 });
    await user.click(screen.getByRole('radio', { name: 'On a break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break' });
    expect(within(dialog).getByRole('radio', { name: '20 mins' })).toHaveProperty('checked', true);
    // The usual lengths are still offered beside it.
    expect(within(dialog).getByRole('radio', { name: '15 mins' })).toHaveProperty('checked', false);
    await user.click(within(dialog).getByRole('button', { name: 'Start break' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/users/status')).toHaveLength(1));
    const [call] = api.callsTo('PATCH', '/api/users/status');
    expect(await call?.request.json()).toEqual({ status: 'on_break', breakMinutes: 20 });
  });

  it('ends the day after saying what it means, and stays at work when asked to', async () => {
    const api = server(() =>
      jsonAnswer(200, {
        ok: true,
        message: 'Your status is updated',
        data: { status: 'away', breakEndsAt: null },
      }),
    );
    const user = userEvent.setup();
    const { store } = await openProfile('barber');

    await user.click(screen.getByRole('button', { name: 'Done for today' }));
    const asked = await screen.findByRole('dialog', { name: 'Done for today?' });
    await user.click(within(asked).getByRole('button', { name: 'Stay at work' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('PATCH', '/api/users/status')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Done for today' }));
    const dialog = await screen.findByRole('dialog', { name: 'Done for today?' });
    await user.click(within(dialog).getByRole('button', { name: 'Done for today' }));
    await waitFor(() => expect(store.getState().auth.user?.status).toBe('away'));
    const [call] = api.callsTo('PATCH', '/api/users/status');
    expect(await call?.request.json()).toEqual({ status: 'away', forToday: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('radio', { name: 'Away' })).toHaveProperty('checked', true);
  });

  it('keeps the status when the server refuses it', async () => {
    server(() => errorAnswer(403, 'Only owners and barbers have a live status', 'FORBIDDEN'));
    const user = userEvent.setup();
    const { store } = await openProfile('barber');
    await user.click(screen.getByRole('radio', { name: 'Busy' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('You are not allowed to do this.', {
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
