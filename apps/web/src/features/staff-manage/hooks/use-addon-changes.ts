import { useTranslation } from 'react-i18next';
import { type ManageAddon, useDeleteAddonMutation, useUpdateAddonMutation } from '../api/catalog';
import { announceRemoval } from '../utils/removal';
import { useActiveToggle } from './use-active-toggle';
import { useConfirmedRemoval } from './use-confirmed-removal';

/** The changes to add-ons from their list: switch one on or off, delete one. */
export function useAddonChanges() {
  const { t } = useTranslation();
  const [update] = useUpdateAddonMutation();
  const [remove, removing] = useDeleteAddonMutation();

  const { toggling, toggle } = useActiveToggle<ManageAddon>(
    (addon, isActive) => update({ id: addon.id, changes: { isActive } }).unwrap(),
    (addon, isActive) =>
      t(isActive ? 'manage.addons.activated' : 'manage.addons.deactivated', { name: addon.name }),
  );

  const removal = useConfirmedRemoval<ManageAddon>(async (addon) => {
    announceRemoval(t, addon.name, await remove(addon.id).unwrap());
  });

  return { toggling, toggle, removal, isRemoving: removing.isLoading };
}

export type AddonChanges = ReturnType<typeof useAddonChanges>;
