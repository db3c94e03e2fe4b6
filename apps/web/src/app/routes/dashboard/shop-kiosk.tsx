import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { LoadingView } from '@/components/ui/loading-view';
import { StatusView } from '@/components/ui/status-view';
import { dashboardHomeFor } from '@/config/dashboard-home';
import { paths } from '@/config/paths';
import { useShopDetailQuery } from '@/features/customer-shops/api/get-shop';
import { useSession } from '@/features/staff-auth/hooks/use-session';
import { Kiosk } from '@/features/staff-queue/components/kiosk';
import { ToDashboardLink, WrongShopView } from './screen-parts';

/**
 * /shop-kiosk/{id}: the tablet at the door of the staff member's own shop. Its QR code
 * opens the shop's page on the customer's own phone, at the address the kiosk runs at.
 */
export function ShopKioskRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { user } = useSession();
  const isOwnShop = Boolean(user && id && user.shopId === id);
  const { data: shop, error, refetch } = useShopDetailQuery(id ?? '', { skip: !isOwnShop });

  const home = user ? dashboardHomeFor(user.role) : paths.login();
  if (!isOwnShop || !id) {
    return <WrongShopView home={home} />;
  }
  if (!shop) {
    return error ? (
      <StatusView
        icon={ShieldAlert}
        tone="warning"
        title={t('desk.catalogueFailed')}
        description={t('shopPage.failedDescription')}
        actions={
          <button type="button" className={buttonStyles()} onClick={() => void refetch()}>
            {t('actions.tryAgain')}
          </button>
        }
      />
    ) : (
      <LoadingView label={t('kiosk.loading')} />
    );
  }
  return (
    <>
      <DocumentTitle title={t('kiosk.title')} />
      <Kiosk
        shop={shop}
        joinUrl={`${window.location.origin}${paths.barbershop(shop.id)}`}
        toolbar={<ToDashboardLink to={paths.dashboard.appointments} />}
      />
    </>
  );
}
