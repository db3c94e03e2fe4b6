import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { JonoWordmark } from '@/components/ui/jono-mark';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from '@/features/preferences/components/language-switcher';
import { ThemeSwitcher } from '@/features/preferences/components/theme-switcher';

/** Pages without the app's chrome: only the mark (a way home) and the preferences. */
export function StandaloneLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link to={paths.home} aria-label={t('app.home')} className="focus-ring -m-1 rounded-lg p-1">
          <JonoWordmark />
        </Link>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-4 pb-16 outline-none sm:px-6"
      >
        <Outlet />
      </main>
    </div>
  );
}
