import { notify } from '@/lib/toast';

/** A delete that orders prevented turns into a deactivation; the owner is told which. */
export function announceRemoval(removal: { outcome: 'deleted' | 'deactivated'; message: string }) {
  if (removal.outcome === 'deactivated') notify.warning(removal.message);
  else notify.success(removal.message);
}
