import { LayoutDashboard, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { StatusView } from '@/components/ui/status-view';

/**
 * What a full-screen page (the big screen, the kiosk) says to staff who opened another
 * shop's: only their own shop's may be shown; `home` leads back, where there is one.
 */
export function WrongShopView({ home }: { home: string | null }) {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={ShieldAlert}
      tone="warning"
      eyebrow={t('errors.wrongShop.eyebrow')}
      title={t('errors.wrongShop.title')}
      description={t('errors.wrongShop.description')}
      actions={
        home ? (
          <Link to={home} className={buttonStyles()}>
            {t('actions.backToDashboard')}
          </Link>
        ) : null
      }
    />
  );
}

/**
 * The full-screen page's way back to the dashboard, in its toolbar. A header with little room
 * (`isCompact`) shows its words only on the widest screens, as the full-screen button does.
 */
export function ToDashboardLink({ to, isCompact = false }: { to: string; isCompact?: boolean }) {
  const { t } = useTranslation();
  const label = t('bigScreen.toDashboard');
  return (
    <Link
      to={to}
      className="focus-ring inline-flex h-10 items-center gap-2 rounded-xl px-3 font-semibold text-sm text-zinc-700 hover:bg-zinc-200 dark:text-zinc-300 dark:hover:bg-zinc-800"
    >
      <LayoutDashboard aria-hidden className="size-4" />
      {isCompact ? <span className="sr-only 2xl:not-sr-only">{label}</span> : label}
    </Link>
  );
}
