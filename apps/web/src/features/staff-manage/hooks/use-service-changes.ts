import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import {
  type ManageService,
  useDeleteServiceMutation,
  useReorderServicesMutation,
  useUpdateServiceMutation,
} from '../api/catalog';
import { announceRemoval } from '../utils/removal';
import { useActiveToggle } from './use-active-toggle';
import { useConfirmedRemoval } from './use-confirmed-removal';

/** Swaps two services in the whole ordered list (the order endpoint takes every id). */
function swappedIds(ids: readonly string[], a: string, b: string): string[] {
  return ids.map((id) => (id === a ? b : id === b ? a : id));
}

/** The changes to services from their list: move within a category, switch on or off, delete. */
export function useServiceChanges(list: ManageService[] | undefined) {
  const { t } = useTranslation();
  const [reorder, reordering] = useReorderServicesMutation();
  const [update] = useUpdateServiceMutation();
  const [remove, removing] = useDeleteServiceMutation();

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

  return {
    move,
    isReordering: reordering.isLoading,
    toggling,
    toggle,
    removal,
    isRemoving: removing.isLoading,
  };
}

export type ServiceChanges = ReturnType<typeof useServiceChanges>;
