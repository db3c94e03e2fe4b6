import { PackagePlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import {
  type ManageAddon,
  useManageAddonsQuery,
  useManageCategoriesQuery,
  useManageServicesQuery,
} from '../api/catalog';
import { type AddonChanges, useAddonChanges } from '../hooks/use-addon-changes';
import { AddonDialog } from './addon-dialog';
import { PricedItemRow } from './catalog-row';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ListSkeleton } from './list-skeleton';
import { LoadFailedState } from './load-failed-state';

type Editing = { addon: ManageAddon | null } | null;

/** One add-on and the services it applies to: every one, those it names, or none. */
function AddonRow({
  addon,
  serviceName,
  changes,
  onEdit,
}: {
  addon: ManageAddon;
  /** Every service's name by its id. */
  serviceName: ReadonlyMap<string, string>;
  changes: AddonChanges;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const names = addon.serviceIds.flatMap((id) => serviceName.get(id) ?? []);
  const isForEveryService = names.length > 0 && names.length === serviceName.size;
  return (
    <PricedItemRow
      item={addon}
      isToggling={changes.toggling === addon.id}
      onToggle={(checked) => void changes.toggle(addon, checked)}
      onEdit={onEdit}
      onDelete={() => changes.removal.ask(addon)}
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
}

/** Add-ons: create, edit (with the services they apply to), toggle and delete. */
export function AddonManager() {
  const { t } = useTranslation();
  const addons = useManageAddonsQuery();
  const services = useManageServicesQuery();
  const categories = useManageCategoriesQuery();
  const changes = useAddonChanges();
  const [editing, setEditing] = useState<Editing>(null);

  const isLoading = addons.isLoading || services.isLoading || categories.isLoading;
  const error = addons.error ?? services.error ?? categories.error;
  const list = addons.data;
  const serviceList = services.data;
  const categoryList = categories.data;
  const isReady = Boolean(list && serviceList && categoryList);
  const serviceName = new Map(serviceList?.map((service) => [service.id, service.name]));

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
            {list.map((addon) => (
              <AddonRow
                key={addon.id}
                addon={addon}
                serviceName={serviceName}
                changes={changes}
                onEdit={() => setEditing({ addon })}
              />
            ))}
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
        removal={changes.removal}
        description={t('manage.addons.deleteDescription')}
        isPending={changes.isRemoving}
      />
    </div>
  );
}
