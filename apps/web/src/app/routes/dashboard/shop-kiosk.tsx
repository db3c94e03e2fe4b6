import { LayoutDashboard, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { LoadingView } from '@/components/ui/loading-view';
import { StatusView } from '@/components/ui/status-view';
import { dashboardHomeFor } from '@/config/dashboard-home';
import { paths } from '@/config/paths';
import { useShopDetailQuery } from '@/features/customer-shops/api/get-shop';
import { useSession } from '@/features/staff-auth/hooks/use-session';
import { Kiosk } from '@/features/staff-queue/components/kiosk';

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
    return (
      <StatusView
        icon={ShieldAlert}
        tone="warning"
        eyebrow={t('errors.wrongShop.eyebrow')}
        title={t('errors.wrongShop.title')}
        description={t('errors.wrongShop.description')}
        actions={
          <Link to={home} className={buttonStyles()}>
            {t('actions.backToDashboard')}
          </Link>
        }
      />
    );
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
        toolbar={
          <Link
            to={paths.dashboard.appointments}
            className="focus-ring inline-flex h-10 items-center gap-2 rounded-xl px-3 font-semibold text-sm text-zinc-700 hover:bg-zinc-200 dark:text-zinc-300 dark:hover:bg-zinc-800"
          >
            <LayoutDashboard aria-hidden className="size-4" />
            {t('bigScreen.toDashboard')}
          </Link>
        }
      />
    </>
  );
}
