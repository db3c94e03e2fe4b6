import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  type PersistConfig,
  type Persistor,
  PURGE,
  persistReducer,
  persistStore,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import deviceStorage from 'redux-persist/es/storage';
import {
  type PreBookingState,
  preBookingReducer,
} from '@/features/customer-booking/stores/pre-booking-slice';
import { type CartState, cartReducer } from '@/features/customer-cart/stores/cart-slice';
import {
  type CustomerState,
  customerReducer,
} from '@/features/customer-details/stores/customer-slice';
import {
  type ActiveOrderState,
  activeOrderReducer,
} from '@/features/customer-queue/stores/active-order-slice';
import { textMeReducer } from '@/features/customer-queue/stores/text-me-slice';
import {
  favouritesReducer,
  saveFavourites,
} from '@/features/customer-shops/stores/favourites-slice';
import { geolocationReducer } from '@/features/customer-shops/stores/geolocation-slice';
import { liveQueuesReducer } from '@/features/customer-shops/stores/live-queue-slice';
import { checkSession } from '@/features/staff-auth/api/refresh-token';
import {
  type AuthState,
  authReducer,
  selectAccessToken,
} from '@/features/staff-auth/stores/auth-slice';
import { notificationsReducer } from '@/features/staff-notifications/stores/notifications-slice';
import { api, setAccessTokenSelector, setSessionRenewer } from '@/lib/api-client';
import { yieldToMain } from '@/lib/yield-to-main';

const reducers = {
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  customer: customerReducer,
  cart: cartReducer,
  preBooking: preBookingReducer,
  activeOrder: activeOrderReducer,
  // The "text me" answer on the order summary, for this visit only.
  textMe: textMeReducer,
  // Favourites keep themselves on the device (a plain array under customerFavoritesshops);
  // the position and live queues belong to this visit only.
  favourites: favouritesReducer,
  geolocation: geolocationReducer,
  liveQueues: liveQueuesReducer,
  // Staff messages and the bell's marker; the sound switch keeps itself on the device.
  notifications: notificationsReducer,
};

/**
 * Combining checks every reducer's shape by running each twice, so it happens when a store is
 * made, not when this module loads: a phone loads it in the one task that runs the app's
 * whole module graph.
 */
const combineAppReducers = () => combineReducers(reducers);
type AppReducer = ReturnType<typeof combineAppReducers>;
export type RootState = ReturnType<AppReducer>;

/** Auth state is persisted under key `user`, restored within 5000 ms. */
export const persistKeys = {
  auth: 'user',
  customer: 'customer',
  cart: 'cart',
  preBooking: 'preBooking',
  activeOrder: 'activeOrder',
} as const;
export const persistTimeoutMs = 5000;

/**
 * The device's storage, each saved part read back in a task of its own: localStorage answers
 * at once, so the five parts' restores (a parse and a pass through every reducer each) would
 * otherwise all run in the task that made the store, a long one on a phone.
 */
const storage: typeof deviceStorage = {
  ...deviceStorage,
  getItem: (key) => yieldToMain().then(() => deviceStorage.getItem(key)),
};

/** A part kept on the device under its persistKeys key, restored within persistTimeoutMs. */
function persisted<S>(
  part: keyof typeof persistKeys,
  reducer: Reducer<S>,
  fields?: Pick<PersistConfig<S>, 'whitelist' | 'blacklist'>,
) {
  return persistReducer<S>(
    { key: persistKeys[part], storage, timeout: persistTimeoutMs, ...fields },
    reducer,
  );
}

const combinePersistedReducers = () =>
  combineReducers({
    ...reducers,
    // The checking flag belongs to this visit only.
    auth: persisted<AuthState>('auth', authReducer, { whitelist: ['user', 'isAuthenticated'] }),
    customer: persisted<CustomerState>('customer', customerReducer),
    // The cart survives a reload between the shop page and the summary; a submission does not.
    cart: persisted<CartState>('cart', cartReducer, { blacklist: ['status', 'error'] }),
    // The chosen date and slot survive a reload between the booking page and the confirmation.
    preBooking: persisted<PreBookingState>('preBooking', preBookingReducer, {
      blacklist: ['creation', 'error'],
    }),
    // The walk-in order the customer is in, so any page (even after a reload) leads back to it.
    activeOrder: persisted<ActiveOrderState>('activeOrder', activeOrderReducer),
  });

function buildStore(reducer: AppReducer, preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware, saveFavourites),
  });
  setAccessTokenSelector((state) => selectAccessToken(state as RootState));
  // An expired access token is renewed with the same refresh call as the start-up check.
  setSessionRenewer(() =>
    store
      .dispatch(checkSession())
      .unwrap()
      .then(
        () => true,
        () => false,
      ),
  );
  return store;
}

/** A store without persistence: tests build one per case with the state they need. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return buildStore(combineAppReducers(), preloadedState);
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The app's store: restores the saved state, then runs the session check once (after the
 * restore, so a stale saved user can never overwrite the server's answer).
 */
export async function createPersistedAppStore(): Promise<{
  store: AppStore;
  persistor: Persistor;
}> {
  // Combining the reducers, making the store and restoring its saved parts each run every
  // reducer: a task apiece.
  const reducer = combinePersistedReducers();
  await yieldToMain();
  // The persisted reducer keeps the same state plus redux-persist's bookkeeping key.
  const store = buildStore(reducer as unknown as AppReducer);
  await yieldToMain();
  const persistor = persistStore(store, null, () => {
    void store.dispatch(checkSession());
  });
  return { store, persistor };
}
