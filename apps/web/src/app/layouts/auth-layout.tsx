import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { JonoMark } from '@/components/ui/jono-mark';
import { paths } from '@/config/paths';
import { HeaderPreferences, HomeMarkLink } from './header-parts';

/** Login and account recovery: a brand panel beside the form on wide screens. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh grid-cols-1 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-zinc-900 p-12 text-white lg:flex lg:flex-col lg:justify-between dark:bg-zinc-900/60">
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-32 -left-32 size-[28rem] rounded-full bg-amber-400/20 blur-3xl"
        />
        <Link
          to={paths.home}
          aria-label={t('app.home')}
          className="focus-ring relative w-fit rounded-lg"
        >
          <span className="inline-flex items-center gap-2">
            <JonoMark className="size-9" />
            <span className="font-bold text-2xl tracking-tight">jono</span>
          </span>
        </Link>
        <p className="relative max-w-sm text-balance font-semibold text-3xl leading-tight tracking-tight">
          {t('app.tagline')}
        </p>
        <p className="relative text-sm text-zinc-400">{t('app.footer')}</p>
      </aside>
      <div className="flex min-h-dvh flex-col">
        <header className="flex h-16 items-center gap-2 px-4 sm:px-8">
          <HomeMarkLink className="lg:hidden" />
          <HeaderPreferences />
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto flex w-full max-w-lg flex-1 flex-col justify-center px-4 pb-16 outline-none sm:px-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
