import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { AddonManager } from '@/features/staff-manage/components/addon-manager';

/** /dashboard/manage/servicesAddons (owner). */
export function ServiceAddonsRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <PageHeader
        title={t('dashboard.pages.serviceAddons.title')}
        description={t('dashboard.pages.serviceAddons.description')}
      />
      <AddonManager />
    </div>
  );
}
