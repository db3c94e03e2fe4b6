import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { removeAppShell } from '@/lib/app-shell';
import { NavigationProgress } from './navigation-progress';

/** Above every area: the skip link (first tab stop), load progress and scroll restoration. */
export function RootLayout() {
  const { t } = useTranslation();
  // The first page is in: index.html's painted frame gives way to it (hidden until now), unless
  // the page's skeleton holds a shop header the server painted (lib/app-shell.ts). Children's
  // layout effects run first, so a hold is in place by now.
  useLayoutEffect(() => {
    removeAppShell();
  }, []);
  return (
    <>
      <SkipLink label={t('app.skipToContent')} />
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * While the first page's lazy chunk loads, index.html's painted frame still shows (it goes
 * when RootLayout is in), so nothing is rendered behind it.
 */
export function RootHydrateFallback() {
  return null;
}
