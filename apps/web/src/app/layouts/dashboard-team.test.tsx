import type { TeamMember } from '@jono/contract/api/auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authFor, renderApp, sessionFor } from '@/app/testing/render-app';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';

const fakeSocket = createFakeSocket();
vi.mock('@/lib/socket', () => ({ realtimeSocket: () => fakeSocket.socket }));

const team: TeamMember[] = [
  {
    userId: 'user-owner',
    name: 'Test owner',
    role: 'owner',
    status: 'available',
    breakEndsAt: null,
    avatar: null,
  },
  {
    userId: 'user-barber',
    name: 'Emil Barber',
    role: 'barber',
    status: 'busy',
    breakEndsAt: null,
    avatar: null,
  },
  {
    userId: 'user-receptionist',
    name: 'Noora Desk',
    role: 'receptionist',
    status: null,
    breakEndsAt: null,
    avatar: '/uploads/avatars/noora.webp',
  },
];

const teamAnswer = () => jsonAnswer(200, { ok: true, data: team });

/** The sidebar's team section (the drawer is closed, so there is one). */
async function teamSection() {
  const heading = await screen.findByRole('heading', { name: 'Team' }, { timeout: 3000 });
  const section = heading.closest('section') as HTMLElement;
  await within(section).findByText('Emil Barber');
  return within(section);
}

const statusOf = (section: ReturnType<typeof within>, name: string) =>
  section.getByText(name).closest('li')?.querySelector('[data-testid="member-status"]')
    ?.textContent;

describe('the dashboard frame: own status and the team, live', () => {
  afterEach(() => {
    fakeSocket.disconnect();
  });

  it('lists the colleagues with their status, not the user', async () => {
    fakeServer(() => teamAnswer());
    renderApp('/dashboard', { auth: authFor('owner') });
    const section = await teamSection();
    expect(section.queryByText('Test owner')).toBeNull();
    expect(statusOf(section, 'Emil Barber')).toBe('Busy');
    // A receptionist has no live status: the role is shown instead.
    expect(statusOf(section, 'Noora Desk')).toBe('Receptionist');
  });

  it("joins the staff room with the access token, and follows colleagues' changes", async () => {
    const server = fakeServer(() => teamAnswer());
    renderApp('/dashboard', { auth: authFor('owner') });
    const section = await teamSection();

    act(() => fakeSocket.connect());
    expect(fakeSocket.sentArgs('staff:watch')).toContainEqual(['token-owner']);
    // In the room, the screen reads the team once more; announcements come after.
    await waitFor(() => expect(server.callsTo('GET', '/api/users/team')).toHaveLength(2));

    const back = new Date(Date.now() + 20 * 60_000);
    act(() =>
      fakeSocket.serverSends('staff:status', {
        userId: 'user-barber',
        status: 'on_break',
        breakEndsAt: back.toISOString(),
      }),
    );
    // Cache updates reach the screen on the store's next batched notification; a break says
    // when it ends, on the screen's clock.
    const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
    await waitFor(() =>
      expect(statusOf(section, 'Emil Barber')).toBe(`On a break until ${clock.format(back)}`),
    );
  });

  it('takes its own status change from another device into the session', async () => {
    fakeServer(() => teamAnswer());
    const { store } = renderApp('/dashboard', { auth: authFor('owner') });
    await teamSection();
    act(() => fakeSocket.connect());
    act(() => fakeSocket.serverSends('staff:status', { userId: 'user-owner', status: 'away' }));
    expect(store.getState().auth.user?.status).toBe('away');
  });

  it('reads the team and its own status again once the server has it in the room', async () => {
    // The user went on a break on another device after this screen read the team, but
    // before the server had joined this screen to the staff room: nobody here heard it.
    let owner: TeamMember['status'] = 'available';
    const server = fakeServer(() =>
      jsonAnswer(200, {
        ok: true,
        data: team.map((member) =>
          member.userId === 'user-owner' ? { ...member, status: owner } : member,
        ),
      }),
    );
    const { store } = renderApp('/dashboard', { auth: authFor('owner') });
    await teamSection();
    fakeSocket.holdAnswers();
    act(() => fakeSocket.connect());
    owner = 'on_break';
    const before = server.callsTo('GET', '/api/users/team').length;

    // Read only after the watch is answered: a read before it could miss the change again.
    await act(async () => {
      fakeSocket.answerAll();
      await Promise.resolve();
    });
    await waitFor(() => expect(store.getState().auth.user?.status).toBe('on_break'));
    expect(server.callsTo('GET', '/api/users/team').length).toBe(before + 1);
  });

  it('reads the team again after a reconnect, since missed announcements are not replayed', async () => {
    const server = fakeServer(() => teamAnswer());
    renderApp('/dashboard', { auth: authFor('owner') });
    await teamSection();
    act(() => fakeSocket.connect());
    const before = server.callsTo('GET', '/api/users/team').length;

    act(() => fakeSocket.disconnect());
    act(() => fakeSocket.connect());

    await waitFor(() =>
      expect(server.callsTo('GET', '/api/users/team').length).toBeGreaterThan(before),
    );
    expect(fakeSocket.sentArgs('staff:watch').length).toBeGreaterThanOrEqual(2);
  });

  it('renews an expired token once, retries, and joins the room again with the new token', async () => {
    const renewed = sessionFor('owner', { accessToken: 'token-renewed' });
    const server = fakeServer(({ path, bearer }) => {
      if (path === '/api/auth/refresh-token') {
        return jsonAnswer(200, { ok: true, message: 'Session renewed', session: renewed });
      }
      return bearer === 'token-renewed'
        ? teamAnswer()
        : errorAnswer(401, 'Your session has ended; please log in again', 'UNAUTHORIZED');
    });
    act(() => fakeSocket.connect());
    const { store } = renderApp('/dashboard', { auth: authFor('owner') });

    await teamSection();
    expect(server.callsTo('GET', '/api/auth/refresh-token')).toHaveLength(1);
    // Refused with the old token, the read is tried again with the new one; so is the read
    // after each watch the server answered.
    const [refused, ...renewedReads] = server
      .callsTo('GET', '/api/users/team')
      .map((call) => call.bearer);
    expect(refused).toBe('token-owner');
    expect(renewedReads.length).toBeGreaterThan(0);
    expect(renewedReads.every((bearer) => bearer === 'token-renewed')).toBe(true);
    expect(store.getState().auth.user?.accessToken).toBe('token-renewed');
    await waitFor(() =>
      expect(fakeSocket.sentArgs('staff:watch')).toContainEqual(['token-renewed']),
    );
  });

  it('renews the session when the server asks, once for all its screens, and watches with the new token', async () => {
    const renewed = sessionFor('owner', { accessToken: 'token-renewed' });
    const server = fakeServer(({ path }) =>
      path === '/api/auth/refresh-token'
        ? jsonAnswer(200, { ok: true, message: 'Session renewed', session: renewed })
        : teamAnswer(),
    );
    const { store } = renderApp('/dashboard', { auth: authFor('owner') });
    await teamSection();
    act(() => fakeSocket.connect());
    expect(fakeSocket.listenerCount('staff:renew')).toBeGreaterThan(0);

    // The token is about to expire, or the login's role changed.
    act(() => fakeSocket.serverSends('staff:renew'));
    await waitFor(() =>
      expect(fakeSocket.sentArgs('staff:watch')).toContainEqual(['token-renewed']),
    );
    expect(store.getState().auth.user?.accessToken).toBe('token-renewed');
    expect(server.callsTo('GET', '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('logs the user out when the server asks to renew and the session has ended', async () => {
    fakeServer(({ path }) =>
      path === '/api/auth/refresh-token'
        ? errorAnswer(401, 'Your session has ended; please log in again', 'UNAUTHORIZED')
        : teamAnswer(),
    );
    const { store, router } = renderApp('/dashboard', { auth: authFor('owner') });
    await teamSection();
    act(() => fakeSocket.connect());

    // Deactivated, or logged out on another tab of this browser.
    act(() => fakeSocket.serverSends('staff:renew'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/login'));
    expect(store.getState().auth.user).toBeNull();
  });

  it('ends the session when it cannot be renewed: the guard sends the user to the login', async () => {
    const server = fakeServer(({ path }) =>
      path === '/api/auth/refresh-token'
        ? errorAnswer(401, 'Your session has ended; please log in again', 'UNAUTHORIZED')
        : errorAnswer(401, 'Your session has ended; please log in again', 'UNAUTHORIZED'),
    );
    const { store, router } = renderApp('/dashboard/analytics', { auth: authFor('owner') });

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/login'), {
      timeout: 4000,
    });
    expect(router.state.location.search).toBe('?redirectTo=%2Fdashboard%2Fanalytics');
    expect(store.getState().auth.user).toBeNull();
    expect(server.callsTo('GET', '/api/auth/refresh-token')).toHaveLength(1);
  });
});
