import { useState } from 'react';
import { errorMessage } from './error-message';
import { notify } from './toast';

/**
 * A form dialog's save: `run` makes the call and announces success, then the dialog closes.
 * When it fails the dialog stays open with what was typed, and the server's reason shows in
 * it (`problem`) and as a toast.
 */
export function useDialogSave(
  onClose: () => void,
  /** The dialog's own words for a refusal it knows by its code; null leaves the server's. */
  describe: (error: unknown) => string | null = () => null,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (run: () => Promise<void>) => {
    setProblem(null);
    try {
      await run();
      onClose();
    } catch (error) {
      const message = describe(error) ?? errorMessage(error);
      setProblem(message);
      notify.error(message);
    }
  };
  return { problem, save };
}
