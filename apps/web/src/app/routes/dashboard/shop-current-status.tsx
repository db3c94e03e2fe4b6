import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { dashboardHomeFor } from '@/config/dashboard-home';
import { useSession } from '@/features/staff-auth/hooks/use-session';
import { BigScreen } from '@/features/staff-queue/components/big-screen';
import { ToDashboardLink, WrongShopView } from './screen-parts';

/** The big-screen status page of a shop; staff may open their own shop's only. */
export function ShopCurrentStatusRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { user } = useSession();

  const wrongShop = <WrongShopView home={user ? dashboardHomeFor(user.role) : null} />;

  if (!user || !id || user.shopId !== id) return wrongShop;
  return (
    <BigScreen
      shopId={id}
      accessToken={user.accessToken}
      title={t('pages.shopCurrentStatus.title')}
      wrongShop={wrongShop}
      toolbar={<ToDashboardLink to={dashboardHomeFor(user.role)} isCompact />}
    />
  );
}
