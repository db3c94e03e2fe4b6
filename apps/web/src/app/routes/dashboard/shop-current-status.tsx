import { ShieldAlert, Tv } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { StatusView } from '@/components/ui/status-view';
import { dashboardHomeFor } from '@/config/dashboard-home';
import { useSession } from '@/features/auth/hooks/use-session';

/** The big-screen status page of a shop; staff may open their own shop's only. */
export function ShopCurrentStatusRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { user } = useSession();
  if (!user || user.shopId !== id) {
    return (
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
  }
  return (
    <PlaceholderPage
      icon={Tv}
      title={t('pages.shopCurrentStatus.title')}
      description={t('pages.shopCurrentStatus.description')}
      empty={t('pages.shopCurrentStatus.empty')}
    />
  );
}
