import { configureStore, createAction, createReducer } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deferred } from '@/testing/deferred';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';
import { api, setAccessTokenSelector, setSessionRenewer } from './api-client';
import { sessionEnded } from './session-events';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (name) => `/probe/${name}` }),
    probeLogin: build.mutation<unknown, void>({
      query: () => ({ url: '/auth/email-login', method: 'POST', body: {} }),
    }),
  }),
});

const tokenRenewed = createAction<string>('test/tokenRenewed');
const tokenReducer = createReducer<{ value: string | null }>({ value: 'old-token' }, (builder) =>
  builder
    .addCase(tokenRenewed, (state, action) => {
      state.value = action.payload;
    })
    .addCase(sessionEnded, (state) => {
      state.value = null;
    }),
);

function createStore(token: string | null = 'old-token') {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, token: tokenReducer },
    preloadedState: { token: { value: token } },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setAccessTokenSelector((state) => (state as ReturnType<typeof store.getState>).token.value);
  return store;
}

type Store = ReturnType<typeof createStore>;

/** The server: every /probe call needs the renewed token; the old one has expired. */
function serverWithExpiredToken() {
  return fakeServer(({ bearer, path }) =>
    bearer === 'new-token'
      ? jsonAnswer(200, { ok: true, path })
      : errorAnswer(401, 'Your session has ended; please log in again', 'UNAUTHORIZED'),
  );
}

const probe = (store: Store, name: string) =>
  store.dispatch(probeApi.endpoints.probe.initiate(name, { subscribe: false }));

describe('api client: renewing an expired access token', () => {
  let renewals = 0;

  beforeEach(() => {
    renewals = 0;
  });
  afterEach(() => {
    setSessionRenewer(async () => false);
  });

  it('renews once for calls that fail together, then sends each again with the new token', async () => {
    const server = serverWithExpiredToken();
    const store = createStore();
    const renewal = deferred<void>();
    setSessionRenewer(async () => {
      renewals += 1;
      await renewal.promise;
      store.dispatch(tokenRenewed('new-token'));
      return true;
    });

    const pending = ['a', 'b', 'c'].map((name) => probe(store, name));
    // Let all three meet their 401 while the single renewal is still on its way.
    await expect.poll(() => server.calls.length).toBe(3);
    renewal.resolve();
    const results = await Promise.all(pending);

    expect(renewals).toBe(1);
    expect(results.map((result) => result.data)).toEqual([
      { ok: true, path: '/api/probe/a' },
      { ok: true, path: '/api/probe/b' },
      { ok: true, path: '/api/probe/c' },
    ]);
    for (const name of ['a', 'b', 'c']) {
      expect(server.callsTo('GET', `/api/probe/${name}`).map((call) => call.bearer)).toEqual([
        'old-token',
        'new-token',
      ]);
    }
  });

  it('a call that fails after another already renewed is sent again without renewing', async () => {
    const late = deferred<Response>();
    const server = fakeServer(({ bearer, path }) => {
      if (path === '/api/probe/late' && bearer === 'old-token') return late.promise;
      return bearer === 'new-token'
        ? jsonAnswer(200, { ok: true })
        : errorAnswer(401, 'Your session has ended; please log in again', 'UNAUTHORIZED');
    });
    const store = createStore();
    setSessionRenewer(async () => {
      renewals += 1;
      store.dispatch(tokenRenewed('new-token'));
      return true;
    });

    const slow = probe(store, 'late');
    await probe(store, 'early');
    expect(renewals).toBe(1);
    late.resolve(errorAnswer(401, 'Your session has ended', 'UNAUTHORIZED'));

    expect((await slow).data).toEqual({ ok: true });
    expect(renewals).toBe(1);
    expect(server.callsTo('GET', '/api/probe/late').map((call) => call.bearer)).toEqual([
      'old-token',
      'new-token',
    ]);
  });

  it('ends the session when it cannot be renewed, and does not send the call again', async () => {
    const server = serverWithExpiredToken();
    const store = createStore();
    setSessionRenewer(async () => {
      renewals += 1;
      return false;
    });

    const results = await Promise.all([probe(store, 'a'), probe(store, 'b')]);

    expect(renewals).toBe(1);
    expect(results.map((result) => result.error)).toMatchObject([{ status: 401 }, { status: 401 }]);
    expect(store.getState().token.value).toBeNull();
    expect(server.calls).toHaveLength(2);
  });

  it('ends the session when renewing throws', async () => {
    serverWithExpiredToken();
    const store = createStore();
    setSessionRenewer(() => Promise.reject(new Error('offline')));

    const result = await probe(store, 'a');

    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().token.value).toBeNull();
  });

  it("leaves a guest's 401 and the login's own 401 alone", async () => {
    const server = fakeServer(() => errorAnswer(401, 'Wrong email or password', 'UNAUTHORIZED'));
    setSessionRenewer(async () => {
      renewals += 1;
      return true;
    });

    const guest = createStore(null);
    expect((await probe(guest, 'a')).error).toMatchObject({ status: 401 });

    const staff = createStore('old-token');
    const login = await staff.dispatch(probeApi.endpoints.probeLogin.initiate());
    expect(login.error).toMatchObject({ status: 401 });

    expect(renewals).toBe(0);
    expect(server.calls).toHaveLength(2);
    expect(staff.getState().token.value).toBe('old-token');
  });

  it('passes other failures through untouched', async () => {
    fakeServer(() => errorAnswer(403, 'Your role does not allow this', 'FORBIDDEN'));
    const store = createStore();
    setSessionRenewer(async () => {
      renewals += 1;
      return true;
    });

    expect((await probe(store, 'a')).error).toMatchObject({ status: 403 });
    expect(renewals).toBe(0);
  });
});
