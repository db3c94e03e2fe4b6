import { Plus, Scissors, Tags } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import {
  type ManageService,
  useManageCategoriesQuery,
  useManageServicesQuery,
} from '../api/catalog';
import { useServiceChanges } from '../hooks/use-service-changes';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ListSkeleton } from './list-skeleton';
import { LoadFailedState } from './load-failed-state';
import { ServiceCategorySection } from './service-category-section';
import { ServiceDialog } from './service-dialog';

type Editing = { service: ManageService | null; categoryId?: string } | null;

/** Services grouped by category: create, edit, reorder within a category, toggle, delete. */
export function ServiceManager({ categoriesLink }: { categoriesLink: React.ReactNode }) {
  const { t } = useTranslation();
  const services = useManageServicesQuery();
  const categories = useManageCategoriesQuery();
  const [editing, setEditing] = useState<Editing>(null);

  const error = services.error ?? categories.error;
  const list = services.data;
  const groups = categories.data;
  const changes = useServiceChanges(list);
  const hasCategories = (groups?.length ?? 0) > 0;

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Button disabled={!hasCategories} onClick={() => setEditing({ service: null })}>
          <Plus aria-hidden className="size-4" />
          {t('manage.services.add')}
        </Button>
      </div>
      {services.isLoading || categories.isLoading ? <ListSkeleton /> : null}
      {error && !(list && groups) ? (
        <LoadFailedState
          icon={Scissors}
          error={error}
          onRetry={() => {
            void services.refetch();
            void categories.refetch();
          }}
        />
      ) : null}
      {list && groups && !hasCategories ? (
        <EmptyState
          icon={Tags}
          title={t('manage.services.noCategoriesTitle')}
          description={t('manage.services.noCategoriesDescription')}
        >
          {categoriesLink}
        </EmptyState>
      ) : null}
      {list && groups && hasCategories && list.length === 0 ? (
        <EmptyState
          icon={Scissors}
          title={t('manage.services.emptyTitle')}
          description={t('manage.services.emptyDescription')}
        />
      ) : null}
      {list && groups && list.length > 0
        ? groups.map((category) => (
            <ServiceCategorySection
              key={category.id}
              category={category}
              list={list}
              changes={changes}
              onAdd={() => setEditing({ service: null, categoryId: category.id })}
              onEdit={(service) => setEditing({ service })}
            />
          ))
        : null}
      {editing && groups ? (
        <ServiceDialog
          service={editing.service}
          categories={groups}
          {...(editing.categoryId ? { defaultCategoryId: editing.categoryId } : {})}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDeleteDialog
        removal={changes.removal}
        description={t('manage.services.deleteDescription')}
        isPending={changes.isRemoving}
      />
    </div>
  );
}
