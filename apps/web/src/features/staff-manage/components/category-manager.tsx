import { zodResolver } from '@hookform/resolvers/zod';
import { FolderPlus, Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/lib/toast';
import { useDialogSave } from '@/lib/use-dialog-save';
import {
  type ManageCategory,
  useCreateCategoryMutation,
  useManageCategoriesQuery,
  useUpdateCategoryMutation,
} from '../api/catalog';
import { type CategoryChanges, useCategoryChanges } from '../hooks/use-category-changes';
import { type CategoryValues, categorySchema } from '../utils/catalog-schemas';
import { CatalogFormDialog, CatalogNameField } from './catalog-form-dialog';
import { EditDeleteButtons } from './catalog-row';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ListSkeleton } from './list-skeleton';
import { LoadFailedState } from './load-failed-state';
import { ReorderButtons } from './reorder-buttons';

type Editing = { mode: 'create' } | { mode: 'edit'; category: ManageCategory } | null;

function CategoryDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const [create, created] = useCreateCategoryMutation();
  const [update, updated] = useUpdateCategoryMutation();
  const isPending = created.isLoading || updated.isLoading;
  const { problem, save } = useDialogSave(onClose);
  const { register, handleSubmit, formState } = useForm<CategoryValues>({
    defaultValues: { name: editing?.mode === 'edit' ? editing.category.name : '' },
    resolver: zodResolver(categorySchema),
  });
  const onSubmit = handleSubmit(({ name }) =>
    save(async () => {
      if (editing?.mode === 'edit') await update({ id: editing.category.id, name }).unwrap();
      else await create({ name }).unwrap();
      notify.success(t('manage.categories.saved', { name }));
    }),
  );
  return (
    <CatalogFormDialog
      isOpen={editing !== null}
      onClose={onClose}
      title={
        editing?.mode === 'edit'
          ? t('manage.categories.editTitle')
          : t('manage.categories.newTitle')
      }
      isPending={isPending}
      problem={problem}
      onSubmit={onSubmit}
    >
      <CatalogNameField
        registration={register('name')}
        error={formState.errors.name}
        disabled={isPending}
      />
    </CatalogFormDialog>
  );
}

/** One category in the ordered list: its name and service count, and its buttons. */
function CategoryRow({
  category,
  index,
  isLast,
  changes,
  onEdit,
}: {
  category: ManageCategory;
  /** Its place in the list, which its moves are made from. */
  index: number;
  isLast: boolean;
  changes: CategoryChanges;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-semibold text-zinc-950 dark:text-white">{category.name}</p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('manage.categories.serviceCount', { count: category.serviceCount })}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <ReorderButtons
          name={category.name}
          isFirst={index === 0}
          isLast={isLast}
          disabled={changes.isReordering}
          onMove={(delta) => void changes.move(index, delta)}
        />
        <EditDeleteButtons
          name={category.name}
          onEdit={onEdit}
          onDelete={() => changes.removal.ask(category)}
        />
      </div>
    </li>
  );
}

/** The service categories: create, rename, reorder and delete (an empty one). */
export function CategoryManager() {
  const { t } = useTranslation();
  const { data, isLoading, error, refetch } = useManageCategoriesQuery();
  const changes = useCategoryChanges(data);
  const [editing, setEditing] = useState<Editing>(null);

  const addButton = (
    <Button onClick={() => setEditing({ mode: 'create' })}>
      <Plus aria-hidden className="size-4" />
      {t('manage.categories.add')}
    </Button>
  );

  return (
    <div className="space-y-6">
      <div className="flex justify-end">{addButton}</div>
      {isLoading ? <ListSkeleton /> : null}
      {error && !data ? (
        <LoadFailedState icon={Tags} error={error} onRetry={() => void refetch()} />
      ) : null}
      {data && data.length === 0 ? (
        <EmptyState
          icon={FolderPlus}
          title={t('manage.categories.emptyTitle')}
          description={t('manage.categories.emptyDescription')}
        />
      ) : null}
      {data && data.length > 0 ? (
        <Card>
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {data.map((category, index) => (
              <CategoryRow
                key={category.id}
                category={category}
                index={index}
                isLast={index === data.length - 1}
                changes={changes}
                onEdit={() => setEditing({ mode: 'edit', category })}
              />
            ))}
          </ul>
        </Card>
      ) : null}
      {editing ? (
        <CategoryDialog
          key={editing.mode === 'edit' ? editing.category.id : 'new'}
          editing={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDeleteDialog
        removal={changes.removal}
        description={t('manage.categories.deleteDescription')}
        isPending={changes.isRemoving}
      />
    </div>
  );
}
