import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { CategoryManager } from '@/features/staff-manage/components/category-manager';

/** /dashboard/manage/serviceCategories (owner). */
export function ServiceCategoriesRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <PageHeader
        title={t('dashboard.pages.serviceCategories.title')}
        description={t('dashboard.pages.serviceCategories.description')}
      />
      <CategoryManager />
    </div>
  );
}
