import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JonoWordmark } from '@/components/ui/jono-mark';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from '@/features/preferences/components/language-switcher';
import { ThemeSwitcher } from '@/features/preferences/components/theme-switcher';
import { cn } from '@/lib/cn';

/** The mark at the start of a customer-side header, as the way home. */
export function HomeMarkLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home}
      aria-label={t('app.home')}
      className={cn('focus-ring -m-1 rounded-lg p-1', className)}
    >
      <JonoWordmark />
    </Link>
  );
}

/** The header's far end: the language and theme switchers, then what the layout adds. */
export function HeaderPreferences({ children }: { children?: ReactNode }) {
  return (
    <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
      <LanguageSwitcher />
      <ThemeSwitcher />
      {children}
    </div>
  );
}
