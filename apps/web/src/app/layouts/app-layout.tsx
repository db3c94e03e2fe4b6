import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatch } from 'react-router';
import { paths } from '@/config/paths';
import { ActiveOrderBanner } from '@/features/customer-queue/components/active-order-banner';
import { HeaderPreferences, HomeMarkLink } from './header-parts';

/** The customer pages' footer links, in the order they are read. */
const footerLinks = [
  { to: paths.checkDetails, label: 'actions.checkOrder' },
  { to: paths.preBooking, label: 'actions.preBook' },
  { to: paths.welcome, label: 'app.forShops' },
  { to: paths.privacy, label: 'privacy.link' },
] as const;

/**
 * The customer's frame: header with the wordmark and preferences, the active order's
 * banner, content, footer.
 */
export function AppLayout() {
  const { t } = useTranslation();
  // The banner leads back to the customer's order, so its own tracking page leaves it out.
  const tracking = useMatch(paths.orderTracking.pattern);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-zinc-200/80 border-b bg-zinc-50/85 backdrop-blur-md dark:border-zinc-800/80 dark:bg-zinc-950/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
          <HomeMarkLink />
          <HeaderPreferences>
            <Link
              to={paths.welcome}
              className="focus-ring inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-lg px-2 font-semibold text-sm text-zinc-700 transition-colors hover:bg-zinc-200/70 hover:text-zinc-950 sm:px-2.5 dark:text-zinc-200 dark:hover:bg-zinc-800 dark:hover:text-white"
            >
              {/* On a phone the icon stands alone (the words stay its name), so the bar fits 320 px. */}
              <Store aria-hidden className="size-4 sm:hidden" />
              <span className="sr-only sm:not-sr-only">{t('app.forShops')}</span>
            </Link>
          </HeaderPreferences>
        </div>
      </header>
      <ActiveOrderBanner hiddenForOrderId={tracking?.params.orderId} />
      <main
        id="main"
        tabIndex={-1}
        // At least a screen high: a page whose content arrives later grows below the fold
        // instead of pushing a visible footer down (a layout shift on every first view).
        className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6 sm:py-12"
      >
        <Outlet />
      </main>
      <footer className="border-zinc-200/80 border-t dark:border-zinc-800/80">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-zinc-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:text-zinc-400">
          <p className="flex items-center gap-2">
            <span className="font-semibold text-zinc-900 dark:text-zinc-100">jono</span>
            <span aria-hidden>·</span>
            {t('app.footer')}
          </p>
          <nav aria-label={t('app.footerNavigation')} className="flex flex-wrap gap-x-5 gap-y-2">
            {footerLinks.map(({ to, label }) => (
              <Link
                key={label}
                to={to}
                className="focus-ring rounded hover:text-zinc-900 dark:hover:text-white"
              >
                {t(label)}
              </Link>
            ))}
          </nav>
        </div>
      </footer>
    </div>
  );
}
