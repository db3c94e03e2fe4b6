import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFor, renderApp } from '@/app/testing/render-app';
import { browserAlertsStorageKey } from '@/features/staff-push-widget/utils/browser-alerts';
import { notify } from '@/lib/toast';
import { errorAnswer, fakeServer, jsonAnswer, type RecordedCall } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';

const fakeSocket = createFakeSocket();
vi.mock('@/lib/socket', () => ({ realtimeSocket: () => fakeSocket.socket }));
vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

/** The browser's permission prompt, answered as the test says. */
function browserThatAnswers(answer: NotificationPermission) {
  const api = {
    permission: 'default' as NotificationPermission,
    requestPermission: vi.fn(async () => {
      api.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', api);
  return api;
}

function server(respond: (call: RecordedCall) => Response) {
  return fakeServer((call) => {
    if (call.path === '/api/users/update-profile') return respond(call);
    if (call.path === '/api/staff/messages')
      return jsonAnswer(200, { ok: true, data: [], unread: 0 });
    return jsonAnswer(200, { ok: true, data: [] });
  });
}

const savedProfile = (pushWidgetSeconds: number) =>
  jsonAnswer(200, {
    ok: true,
    message: 'Your profile is saved',
    user: {
      avatar: null,
      name: 'Test barber',
      email: 'barber@example.com',
      mailPermissions: true,
      phone: '+358401234567',
      pendingEmail: null,
      pushWidgetSeconds,
    },
  });

async function openProfile() {
  const view = renderApp('/dashboard/profile', { auth: authFor('barber') });
  await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 3000 });
  const section = screen.getByRole('region', { name: 'Notifications on the dashboard' });
  return { ...view, section };
}

describe('profile: how the dashboard tells of new events', () => {
  beforeEach(() => {
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves the push widget time alone, and the session follows', async () => {
    const api = server(() => savedProfile(10));
    const user = userEvent.setup();
    const { store, section } = await openProfile();
    const time = within(section).getByLabelText('Show the card for') as HTMLSelectElement;
    expect(time.value).toBe('3');
    expect([...time.options].map((option) => option.text)).toEqual([
      '3 seconds',
      '5 seconds',
      '10 seconds',
      'Until I close it',
    ]);

    await user.selectOptions(time, '10');

    await waitFor(() => expect(store.getState().auth.user?.pushWidgetSeconds).toBe(10));
    const [call] = api.callsTo('PATCH', '/api/users/update-profile');
    const form = await call?.request.formData();
    expect([...(form?.keys() ?? [])]).toEqual(['pushWidgetSeconds']);
    expect(form?.get('pushWidgetSeconds')).toBe('10');
    expect(time.value).toBe('10');
    expect(notify.success).toHaveBeenCalledWith('Setting saved', { id: 'push-widget-time' });
  });

  it('keeps the time it had when the server refuses the new one', async () => {
    server(() => errorAnswer(400, 'body.pushWidgetSeconds: Invalid input', 'VALIDATION_FAILED'));
    const user = userEvent.setup();
    const { store, section } = await openProfile();
    const time = within(section).getByLabelText('Show the card for') as HTMLSelectElement;

    await user.selectOptions(time, '0');

    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    expect(store.getState().auth.user?.pushWidgetSeconds).toBe(3);
    expect(time.value).toBe('3');
  });

  it('switches browser notifications on after the browser allows them', async () => {
    server(() => savedProfile(3));
    const browser = browserThatAnswers('granted');
    const user = userEvent.setup();
    const { section } = await openProfile();
    const toggle = within(section).getByRole('switch', { name: 'Browser notifications' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await user.click(toggle);

    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(browserAlertsStorageKey)).toBe('on');

    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(localStorage.getItem(browserAlertsStorageKey)).toBe('off');
  });

  it('stays off when the browser refuses, and says where to allow them', async () => {
    server(() => savedProfile(3));
    browserThatAnswers('denied');
    const user = userEvent.setup();
    const { section } = await openProfile();
    const toggle = within(section).getByRole('switch', { name: 'Browser notifications' });

    await user.click(toggle);

    await within(section).findByText(
      "Your browser blocks notifications from this site. Allow them in the browser's settings.",
    );
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle).toHaveProperty('disabled', true);
    expect(localStorage.getItem(browserAlertsStorageKey)).toBe('off');
  });
});
