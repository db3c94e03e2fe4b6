import { LayoutDashboard, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { StatusView } from '@/components/ui/status-view';
import { dashboardHomeFor } from '@/config/dashboard-home';
import { useSession } from '@/features/staff-auth/hooks/use-session';
import { BigScreen } from '@/features/staff-queue/components/big-screen';

/** The big-screen status page of a shop; staff may open their own shop's only. */
export function ShopCurrentStatusRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { user } = useSession();

  const wrongShop = (
    <StatusView
      icon={ShieldAlert}
      tone="warning"
      eyebrow={t('errors.wrongShop.eyebrow')}
      title={t('errors.wrongShop.title')}
      description={t('errors.wrongShop.description')}
      actions={
        user ? (
          <Link to={dashboardHomeFor(user.role)} className={buttonStyles()}>
            {t('actions.backToDashboard')}
          </Link>
        ) : null
      }
    />
  );

  if (!user || !id || user.shopId !== id) return wrongShop;
  return (
    <BigScreen
      shopId={id}
      accessToken={user.accessToken}
      title={t('pages.shopCurrentStatus.title')}
      wrongShop={wrongShop}
      toolbar={
        <Link
          to={dashboardHomeFor(user.role)}
          className="focus-ring inline-flex h-10 items-center gap-2 rounded-xl px-3 font-semibold text-sm text-zinc-700 hover:bg-zinc-200 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          <LayoutDashboard aria-hidden className="size-4" />
          {/* Like the full-screen button: words only where the header has room for them. */}
          <span className="sr-only 2xl:not-sr-only">{t('bigScreen.toDashboard')}</span>
        </Link>
      }
    />
  );
}
