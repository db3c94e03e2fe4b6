import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { LoadingView } from '@/components/ui/loading-view';
import { i18n } from '@/lib/i18n';
import { useTheme } from '@/lib/theme';
import { loadToaster, useToasterRequested } from '@/lib/toast';
import type { AppStore } from './store';

// Toasts are never needed for the first paint; sonner loads with the first toast or the
// user's first interaction (lib/toast.ts).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function AppLoadingView({ fullScreen = true }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return <LoadingView label={t('app.loading')} fullScreen={fullScreen} />;
}

/**
 * Toasts: top-center below the 64 px header bar (so the close button never covers the logo or
 * the bar's controls), rich colours, a close button, 4 s each, at most 3 visible.
 */
const belowHeader = { top: 72 };

function AppToaster() {
  const { t } = useTranslation();
  const { theme } = useTheme();
  const isRequested = useToasterRequested();

  useEffect(() => {
    if (isRequested) return;
    const events = ['pointerdown', 'keydown'] as const;
    const load = () => {
      for (const event of events) window.removeEventListener(event, load, true);
      void loadToaster();
    };
    for (const event of events) window.addEventListener(event, load, true);
    return () => {
      for (const event of events) window.removeEventListener(event, load, true);
    };
  }, [isRequested]);

  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        offset={belowHeader}
        mobileOffset={belowHeader}
        toastOptions={{ closeButtonAriaLabel: t('app.closeNotification') }}
        duration={4000}
        visibleToasts={3}
        theme={theme}
        containerAriaLabel={t('app.notifications')}
      />
    </Suspense>
  );
}

export function AppProvider({
  store,
  persistor,
  children,
}: {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <ReduxProvider store={store}>
        {/* While the saved state is read back, index.html's painted frame is what shows. */}
        <PersistGate persistor={persistor} loading={null}>
          <AppToaster />
          {children}
        </PersistGate>
      </ReduxProvider>
    </I18nextProvider>
  );
}
