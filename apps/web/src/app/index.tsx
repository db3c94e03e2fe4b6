import type { Persistor } from 'redux-persist';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import type { AppStore } from './store';

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <AppProvider store={store} persistor={persistor}>
      <AppRouter />
    </AppProvider>
  );
}
