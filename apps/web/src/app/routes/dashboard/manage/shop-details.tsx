import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { ShopSettingsPanel } from '@/features/staff-manage/components/shop-settings-form';

/** /dashboard/manage/shopdetails (owner): every setting of the shop. */
export function ShopDetailsRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <PageHeader
        title={t('dashboard.pages.shopDetails.title')}
        description={t('dashboard.pages.shopDetails.description')}
      />
      <ShopSettingsPanel />
    </div>
  );
}
