import type { TFunction } from 'i18next';
import { notify } from '@/lib/toast';

/**
 * A delete that orders prevented turns into a deactivation; the owner is told which, in their
 * language (the server's answer names only the outcome the web words).
 */
export function announceRemoval(
  t: TFunction,
  name: string,
  removal: { outcome: 'deleted' | 'deactivated' },
) {
  if (removal.outcome === 'deactivated') notify.warning(t('manage.removal.deactivated', { name }));
  else notify.success(t('manage.removal.deleted', { name }));
}
