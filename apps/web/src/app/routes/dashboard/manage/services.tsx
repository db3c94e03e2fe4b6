import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ServiceManager } from '@/features/staff-manage/components/service-manager';

/** /dashboard/manage/services (owner). */
export function ServicesRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <PageHeader
        title={t('dashboard.pages.services.title')}
        description={t('dashboard.pages.services.description')}
      />
      <ServiceManager
        categoriesLink={
          <Link to={paths.dashboard.manage.serviceCategories} className={buttonStyles()}>
            {t('manage.services.goToCategories')}
          </Link>
        }
      />
    </div>
  );
}
