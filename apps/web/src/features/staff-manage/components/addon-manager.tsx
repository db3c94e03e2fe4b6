import { PackagePlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import {
  type ManageAddon,
  useDeleteAddonMutation,
  useManageAddonsQuery,
  useManageCategoriesQuery,
  useManageServicesQuery,
  useUpdateAddonMutation,
} from '../api/catalog';
import { useActiveToggle } from '../hooks/use-active-toggle';
import { useConfirmedRemoval } from '../hooks/use-confirmed-removal';
import { announceRemoval } from '../utils/removal';
import { AddonDialog } from './addon-dialog';
import { PricedItemRow } from './catalog-row';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ListSkeleton } from './list-skeleton';
import { LoadFailedState } from './load-failed-state';

type Editing = { addon: ManageAddon | null } | null;

/** Add-ons: create, edit (with the services they apply to), toggle and delete. */
export function AddonManager() {
  const { t } = useTranslation();
  const addons = useManageAddonsQuery();
  const services = useManageServicesQuery();
  const categories = useManageCategoriesQuery();
  const [update] = useUpdateAddonMutation();
  const [remove, removing] = useDeleteAddonMutation();
  const [editing, setEditing] = useState<Editing>(null);

  const isLoading = addons.isLoading || services.isLoading || categories.isLoading;
  const error = addons.error ?? services.error ?? categories.error;
  const list = addons.data;
  const serviceList = services.data;
  const categoryList = categories.data;
  const isReady = Boolean(list && serviceList && categoryList);
  const serviceName = new Map(serviceList?.map((service) => [service.id, service.name]));

  const { toggling, toggle } = useActiveToggle<ManageAddon>(
    (addon, isActive) => update({ id: addon.id, changes: { isActive } }).unwrap(),
    (addon, isActive) =>
      t(isActive ? 'manage.addons.activated' : 'manage.addons.deactivated', { name: addon.name }),
  );

  const removal = useConfirmedRemoval<ManageAddon>(async (addon) => {
    announceRemoval(t, addon.name, await remove(addon.id).unwrap());
  });

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Button disabled={!isReady} onClick={() => setEditing({ addon: null })}>
          <Plus aria-hidden className="size-4" />
          {t('manage.addons.add')}
        </Button>
      </div>
      {isLoading ? <ListSkeleton /> : null}
      {error && !isReady ? (
        <LoadFailedState
          icon={PackagePlus}
          error={error}
          onRetry={() => {
            void addons.refetch();
            void services.refetch();
            void categories.refetch();
          }}
        />
      ) : null}
      {isReady && list?.length === 0 ? (
        <EmptyState
          icon={PackagePlus}
          title={t('manage.addons.emptyTitle')}
          description={t('manage.addons.emptyDescription')}
        />
      ) : null}
      {isReady && list && list.length > 0 ? (
        <Card>
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {list.map((addon) => {
              const names = addon.serviceIds.flatMap((id) => serviceName.get(id) ?? []);
              const isForEveryService = names.length > 0 && names.length === serviceName.size;
              return (
                <PricedItemRow
                  key={addon.id}
                  item={addon}
                  isToggling={toggling === addon.id}
                  onToggle={(checked) => void toggle(addon, checked)}
                  onEdit={() => setEditing({ addon })}
                  onDelete={() => removal.ask(addon)}
                >
                  <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">
                    {isForEveryService
                      ? t('manage.addons.appliesToAll')
                      : names.length > 0
                        ? t('manage.addons.appliesToList', { names: names.join(', ') })
                        : t('manage.addons.appliesToNone')}
                  </p>
                </PricedItemRow>
              );
            })}
          </ul>
        </Card>
      ) : null}
      {editing && serviceList && categoryList ? (
        <AddonDialog
          addon={editing.addon}
          services={serviceList}
          categories={categoryList}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDeleteDialog
        isOpen={removal.deleting !== null}
        name={removal.deleting?.name ?? ''}
        description={t('manage.addons.deleteDescription')}
        isPending={removing.isLoading}
        problem={removal.problem}
        onConfirm={() => void removal.confirm()}
        onClose={removal.cancel}
      />
    </div>
  );
}
