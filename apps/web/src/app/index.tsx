import { RouterProvider } from 'react-router';
import type { Persistor } from 'redux-persist';
import { AppProvider } from './provider';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export function App({
  store,
  persistor,
  router,
}: {
  store: AppStore;
  persistor: Persistor;
  router: AppRouter;
}) {
  return (
    <AppProvider store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
