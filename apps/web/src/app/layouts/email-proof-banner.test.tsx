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

const ready = {
  publishedAt: null,
  steps: (['service', 'openingHours', 'position'] as const).map((step) => ({ step, isDone: true })),
  missing: [],
};

function server(respond: (call: RecordedCall) => Response | undefined = () => undefined) {
  return fakeServer((call) => {
    const answer = respond(call);
    if (answer) return answer;
    if (call.path === '/api/manage/staff') return jsonAnswer(200, { ok: true, data: [] });
    if (call.path === '/api/users/team') return jsonAnswer(200, { ok: true, data: [] });
    if (call.path === '/api/manage/shop/readiness')
      return jsonAnswer(200, { ok: true, message: 'Set-up steps', data: ready });
    return jsonAnswer(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' });
  });
}

function openAs(path: string, isVerified: boolean, role: 'owner' | 'barber' = 'owner') {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  renderApp(path, {
    auth: {
      user: sessionFor(role, { isVerified, email: 'olli@example.fi' }),
      isAuthenticated: true,
      isChecking: false,
    },
  });
}

const banner = () =>
  screen.findByRole(
    'region',
    { name: 'Confirm your e-mail address to publish your shop and invite staff' },
    { timeout: 3000 },
  );

describe('an owner whose e-mail address is not confirmed', () => {
  it('sees why on every dashboard page, and the invite button waits with a reason', async () => {
    server();
    openAs('/dashboard/staff', false);
    const region = within(await banner());
    expect(region.getByText(/We sent a link to olli@example\.fi/)).toBeTruthy();
    const invite = await screen.findByRole('button', { name: 'Invite a team member' });
    expect(invite).toHaveProperty('disabled', true);
    const reason = document.getElementById(invite.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'Inviting staff is available once you have confirmed your e-mail address.',
    );
  });

  it('has Publish wait with a reason on the overview checklist', async () => {
    server();
    openAs('/dashboard', false);
    const publish = await screen.findByRole('button', { name: 'Publish' }, { timeout: 3000 });
    expect(publish).toHaveProperty('disabled', true);
    expect(
      document.getElementById(publish.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Publishing is available once you have confirmed your e-mail address.');
  });

  it('asks for the link again and is told where it went', async () => {
    const api = server((call) =>
      call.path === '/api/auth/resend-verification'
        ? jsonAnswer(200, { ok: true, message: 'Sent', isVerified: false })
        : undefined,
    );
    const user = userEvent.setup();
    openAs('/dashboard/staff', false);
    await user.click(within(await banner()).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'A new link is on its way to olli@example.fi. Links sent earlier no longer work.',
      ),
    );
    expect(api.callsTo('POST', '/api/auth/resend-verification')).toHaveLength(1);
    expect(await banner()).toBeTruthy();
  });

  it('loses the banner and may invite once the server says the address is confirmed', async () => {
    server((call) =>
      call.path === '/api/auth/resend-verification'
        ? jsonAnswer(200, { ok: true, message: 'Already', isVerified: true })
        : undefined,
    );
    const user = userEvent.setup();
    openAs('/dashboard/staff', false);
    await user.click(within(await banner()).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Confirm your e-mail/ })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Invite a team member' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('proves the address with the mailed link opened while signed in, and the banner goes', async () => {
    vi.mocked(notify.success).mockClear();
    const token = 'c'.repeat(43);
    const api = server((call) => {
      if (call.path === '/api/auth/verify-email')
        return jsonAnswer(200, { ok: true, message: 'Your email is verified.' });
      if (call.path === '/api/auth/refresh-token')
        return jsonAnswer(200, {
          ok: true,
          message: 'Session renewed',
          session: sessionFor('owner', { isVerified: true, email: 'olli@example.fi' }),
        });
      return undefined;
    });
    const { router } = renderApp(`/verify-email/${token}`, {
      auth: {
        user: sessionFor('owner', { isVerified: false, email: 'olli@example.fi' }),
        isAuthenticated: true,
        isChecking: false,
      },
    });
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Your e-mail address is confirmed.'),
    );
    const [call] = api.callsTo('POST', '/api/auth/verify-email');
    expect(await call?.request.json()).toEqual({ verificationToken: token });
    expect(api.callsTo('POST', '/api/auth/verify-email')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Confirm your e-mail/ })).toBeNull(),
    );
  });

  it('is told why a link opened while signed in did not work', async () => {
    server((call) =>
      call.path === '/api/auth/verify-email'
        ? errorAnswer(400, 'This link has expired', 'LINK_EXPIRED')
        : undefined,
    );
    openAs(`/verify-email/${'d'.repeat(43)}`, false);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('This link has expired. Ask for a new one.'),
    );
    expect(await banner()).toBeTruthy();
  });

  it('is told in words when too many links were asked for', async () => {
    server((call) =>
      call.path === '/api/auth/resend-verification'
        ? errorAnswer(429, 'Several links were sent within the hour', 'TOO_MANY_REQUESTS')
        : undefined,
    );
    const user = userEvent.setup();
    openAs('/dashboard/staff', false);
    await user.click(within(await banner()).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Too many attempts. Wait a moment and try again.'),
    );
  });
});

describe('a confirmed owner', () => {
  it('sees no banner and may invite', async () => {
    server();
    openAs('/dashboard/staff', true);
    expect(
      await screen.findByRole('button', { name: 'Invite a team member' }, { timeout: 3000 }),
    ).toHaveProperty('disabled', false);
    expect(screen.queryByRole('region', { name: /Confirm your e-mail/ })).toBeNull();
  });
});
