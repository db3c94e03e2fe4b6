import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';

/**
 * Delete with confirmation: which item is being asked about, and the server's reason when
 * it refuses (shown in the dialog and as a toast). `removeItem` does the call and announces
 * its outcome.
 */
export function useConfirmedRemoval<T>(removeItem: (item: T) => Promise<void>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    deleting,
    problem,
    ask(item: T) {
      setProblem(null);
      setDeleting(item);
    },
    cancel() {
      setDeleting(null);
    },
    async confirm() {
      if (!deleting) return;
      setProblem(null);
      try {
        await removeItem(deleting);
        setDeleting(null);
      } catch (failure) {
        const message = errorMessage(failure);
        setProblem(message);
        notify.error(message);
      }
    },
  };
}

export type ConfirmedRemoval<T> = ReturnType<typeof useConfirmedRemoval<T>>;
