import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';

/**
 * Switching an item on or off: which one is saving, and a toast either way.
 * `saved` words the success for the item and its new state.
 */
export function useActiveToggle<T extends { id: string }>(
  save: (item: T, isActive: boolean) => Promise<unknown>,
  saved: (item: T, isActive: boolean) => string,
) {
  const [toggling, setToggling] = useState<string | null>(null);
  return {
    toggling,
    async toggle(item: T, isActive: boolean) {
      setToggling(item.id);
      try {
        await save(item, isActive);
        notify.success(saved(item, isActive));
      } catch (failure) {
        notify.error(errorMessage(failure));
      } finally {
        setToggling(null);
      }
    },
  };
}
