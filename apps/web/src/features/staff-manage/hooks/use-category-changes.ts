import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import {
  type ManageCategory,
  useDeleteCategoryMutation,
  useReorderCategoriesMutation,
} from '../api/catalog';
import { movedIds } from '../utils/move';
import { useConfirmedRemoval } from './use-confirmed-removal';

/** The changes to categories from their list: move one up or down, delete an empty one. */
export function useCategoryChanges(list: ManageCategory[] | undefined) {
  const { t } = useTranslation();
  const [reorder, reordering] = useReorderCategoriesMutation();
  const [remove, removing] = useDeleteCategoryMutation();

  const move = async (index: number, delta: -1 | 1) => {
    if (!list) return;
    const ids = movedIds(
      list.map((category) => category.id),
      index,
      delta,
    );
    if (!ids) return;
    try {
      await reorder(ids).unwrap();
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };

  const removal = useConfirmedRemoval<ManageCategory>(async (category) => {
    await remove(category.id).unwrap();
    notify.success(t('manage.categories.deleted', { name: category.name }));
  });

  return { move, isReordering: reordering.isLoading, removal, isRemoving: removing.isLoading };
}

export type CategoryChanges = ReturnType<typeof useCategoryChanges>;
