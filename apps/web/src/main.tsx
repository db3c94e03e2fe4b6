// First, before any schema parses: see zod-config.ts.
import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { createPersistedAppStore } from '@/app/store';
import { i18nReady } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/service-worker';
import { getThemeStore } from '@/lib/theme';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// boot.js painted the saved theme; from here the theme store keeps it in step.
getThemeStore();
const { store, persistor } = createPersistedAppStore();

// The saved language's texts (preloaded by boot.js) are in before the first paint, so no key
// ever flashes in place of a text.
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App store={store} persistor={persistor} />
    </StrictMode>,
  );
});
registerServiceWorker();
