import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { createAppRouter } from '@/app/router';
import { createPersistedAppStore } from '@/app/store';
import { i18nReady, readSavedLanguage } from '@/lib/i18n';
import { getThemeStore } from '@/lib/theme';
import { yieldToMain } from '@/lib/yield-to-main';
import { formatterPreparations } from './formatter-warm-up';

/**
 * The app starts in steps, each a task of its own so that none holds a phone's main thread
 * for long (Lighthouse: total blocking time): the modules have been evaluated; then the store
 * is made (its saved parts come back in tasks of their own), the language's formatters and the
 * router are made, and the first render runs once the saved language's texts (preloaded by
 * boot.js) are in, so no key ever flashes in their place.
 */
export async function start(root: HTMLElement) {
  await yieldToMain();
  // boot.js painted the saved theme; from here the theme store keeps it in step.
  getThemeStore();
  const { store, persistor } = await createPersistedAppStore();
  for (const prepare of formatterPreparations(readSavedLanguage())) {
    await yieldToMain();
    prepare();
  }
  await yieldToMain();
  const router = createAppRouter();
  await Promise.all([i18nReady, yieldToMain()]);
  createRoot(root).render(
    <StrictMode>
      <App store={store} persistor={persistor} router={router} />
    </StrictMode>,
  );
}
