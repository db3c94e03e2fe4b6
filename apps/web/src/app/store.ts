import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  type Persistor,
  PURGE,
  persistReducer,
  persistStore,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { checkSession } from '@/features/auth/api/refresh-token';
import { type AuthState, authReducer, selectAccessToken } from '@/features/auth/stores/auth-slice';
import { type CartState, cartReducer } from '@/features/cart/stores/cart-slice';
import { type CustomerState, customerReducer } from '@/features/customer/stores/customer-slice';
import { api, setAccessTokenSelector } from '@/lib/api-client';

const reducers = {
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  customer: customerReducer,
  cart: cartReducer,
};

const rootReducer = combineReducers(reducers);
export type RootState = ReturnType<typeof rootReducer>;

/** Spec section 9: auth state under key `user`, restored within 5000 ms. */
export const persistKeys = { auth: 'user', customer: 'customer', cart: 'cart' } as const;
export const persistTimeoutMs = 5000;

const persistedRootReducer = combineReducers({
  ...reducers,
  auth: persistReducer<AuthState>(
    {
      key: persistKeys.auth,
      storage,
      timeout: persistTimeoutMs,
      // The checking flag belongs to this visit only.
      whitelist: ['user', 'isAuthenticated'],
    },
    authReducer,
  ),
  customer: persistReducer<CustomerState>(
    { key: persistKeys.customer, storage, timeout: persistTimeoutMs },
    customerReducer,
  ),
  // The cart survives a reload between the shop page and the summary; a submission does not.
  cart: persistReducer<CartState>(
    { key: persistKeys.cart, storage, timeout: persistTimeoutMs, blacklist: ['status', 'error'] },
    cartReducer,
  ),
});

function buildStore(reducer: typeof rootReducer, preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  });
  setAccessTokenSelector((state) => selectAccessToken(state as RootState));
  return store;
}

/** A store without persistence: tests build one per case with the state they need. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return buildStore(rootReducer, preloadedState);
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The app's store: restores the saved state, then runs the session check once (after the
 * restore, so a stale saved user can never overwrite the server's answer).
 */
export function createPersistedAppStore(): { store: AppStore; persistor: Persistor } {
  // The persisted reducer keeps the same state plus redux-persist's bookkeeping key.
  const store = buildStore(persistedRootReducer as unknown as typeof rootReducer);
  const persistor = persistStore(store, null, () => {
    void store.dispatch(checkSession());
  });
  return { store, persistor };
}
