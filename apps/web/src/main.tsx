import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { createPersistedAppStore } from '@/app/store';
import { getThemeStore } from '@/lib/theme';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// boot.js painted the saved theme; from here the theme store keeps it in step.
getThemeStore();
const { store, persistor } = createPersistedAppStore();

createRoot(container).render(
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>,
);
