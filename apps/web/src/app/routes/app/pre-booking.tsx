import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { ShopFinder } from '@/features/customer-shops/components/shop-finder';

/** Choose the shop to book at: the same list as home, leading to its booking page. */
export function PreBookingRoute() {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <PageHeader
        title={t('pages.preBooking.title')}
        description={t('pages.preBooking.description')}
      />
      <ShopFinder mode="preBooking" />
    </div>
  );
}
