import { Plus, Scissors, Tags } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import {
  type ManageService,
  useDeleteServiceMutation,
  useManageCategoriesQuery,
  useManageServicesQuery,
  useReorderServicesMutation,
  useUpdateServiceMutation,
} from '../api/catalog';
import { useActiveToggle } from '../hooks/use-active-toggle';
import { useConfirmedRemoval } from '../hooks/use-confirmed-removal';
import { announceRemoval } from '../utils/removal';
import { PricedItemRow } from './catalog-row';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ListSkeleton } from './list-skeleton';
import { LoadFailedState } from './load-failed-state';
import { ReorderButtons } from './reorder-buttons';
import { ServiceDialog } from './service-dialog';

type Editing = { service: ManageService | null; categoryId?: string } | null;

/** Swaps two services in the whole ordered list (the order endpoint takes every id). */
export function swappedIds(ids: readonly string[], a: string, b: string): string[] {
  return ids.map((id) => (id === a ? b : id === b ? a : id));
}

/** Services grouped by category: create, edit, reorder within a category, toggle, delete. */
export function ServiceManager({ categoriesLink }: { categoriesLink: React.ReactNode }) {
  const { t } = useTranslation();
  const services = useManageServicesQuery();
  const categories = useManageCategoriesQuery();
  const [reorder, reordering] = useReorderServicesMutation();
  const [update] = useUpdateServiceMutation();
  const [remove, removing] = useDeleteServiceMutation();
  const [editing, setEditing] = useState<Editing>(null);

  const isLoading = services.isLoading || categories.isLoading;
  const error = services.error ?? categories.error;
  const list = services.data;
  const groups = categories.data;

  const move = async (service: ManageService, siblings: ManageService[], delta: -1 | 1) => {
    if (!list) return;
    const index = siblings.findIndex((item) => item.id === service.id);
    const neighbour = siblings[index + delta];
    if (!neighbour) return;
    try {
      await reorder(
        swappedIds(
          list.map((item) => item.id),
          service.id,
          neighbour.id,
        ),
      ).unwrap();
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };

  const { toggling, toggle } = useActiveToggle<ManageService>(
    (service, isActive) => update({ id: service.id, changes: { isActive } }).unwrap(),
    (service, isActive) =>
      t(isActive ? 'manage.services.activated' : 'manage.services.deactivated', {
        name: service.name,
      }),
  );

  const removal = useConfirmedRemoval<ManageService>(async (service) => {
    announceRemoval(t, service.name, await remove(service.id).unwrap());
  });

  const hasCategories = (groups?.length ?? 0) > 0;

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Button disabled={!hasCategories} onClick={() => setEditing({ service: null })}>
          <Plus aria-hidden className="size-4" />
          {t('manage.services.add')}
        </Button>
      </div>
      {isLoading ? <ListSkeleton /> : null}
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
        ? groups.map((category) => {
            const siblings = list.filter((service) => service.categoryId === category.id);
            return (
              <section key={category.id} aria-label={category.name} className="space-y-2">
                <div className="flex items-center justify-between gap-2">
                  <h2 className="font-semibold text-lg text-zinc-950 dark:text-white">
                    {category.name}
                  </h2>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing({ service: null, categoryId: category.id })}
                    aria-label={t('manage.services.addTo', { name: category.name })}
                  >
                    <Plus aria-hidden className="size-4" />
                    <span className="hidden sm:inline">{t('manage.services.add')}</span>
                  </Button>
                </div>
                {siblings.length === 0 ? (
                  <p className="rounded-xl border border-dashed border-zinc-300 p-4 text-sm text-zinc-500 dark:border-zinc-700">
                    {t('manage.services.noneInCategory')}
                  </p>
                ) : (
                  <Card>
                    <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
                      {siblings.map((service, index) => (
                        <PricedItemRow
                          key={service.id}
                          item={service}
                          isToggling={toggling === service.id}
                          onToggle={(checked) => void toggle(service, checked)}
                          onEdit={() => setEditing({ service })}
                          onDelete={() => removal.ask(service)}
                          reorder={
                            <ReorderButtons
                              name={service.name}
                              isFirst={index === 0}
                              isLast={index === siblings.length - 1}
                              disabled={reordering.isLoading}
                              onMove={(delta) => void move(service, siblings, delta)}
                            />
                          }
                        >
                          {service.description ? (
                            <p className="mt-1 line-clamp-2 text-sm text-zinc-500 dark:text-zinc-400">
                              {service.description}
                            </p>
                          ) : null}
                        </PricedItemRow>
                      ))}
                    </ul>
                  </Card>
                )}
              </section>
            );
          })
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
        isOpen={removal.deleting !== null}
        name={removal.deleting?.name ?? ''}
        description={t('manage.services.deleteDescription')}
        isPending={removing.isLoading}
        problem={removal.problem}
        onConfirm={() => void removal.confirm()}
        onClose={removal.cancel}
      />
    </div>
  );
}
