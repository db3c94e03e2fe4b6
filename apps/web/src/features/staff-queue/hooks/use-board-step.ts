import { UNDO_WINDOW_MS } from '@jono/contract/api/staff-queue';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';

export type BoardAction =
  | 'call'
  | 'start'
  | 'finish'
  | 'noShow'
  | 'cancel'
  | 'moveUp'
  | 'block'
  | 'checkIn'
  | 'undo';

/**
 * Runs one step of the board for one customer: marks the customer busy while it runs, then
 * says how it went in a toast (the same toast id per customer, so a later step replaces it).
 * Resolves true when the step was taken.
 */
export function useBoardStep() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Readonly<Record<string, BoardAction>>>({});
  const run = useCallback(
    async (
      orderId: string,
      action: BoardAction,
      call: () => Promise<unknown>,
      success: string,
      /** A finish or no-show can be taken back from its toast while the server allows it. */
      undo?: { call: () => Promise<unknown>; done: string },
    ): Promise<boolean> => {
      const id = `board-${orderId}`;
      setPending((current) => ({ ...current, [orderId]: action }));
      try {
        await call();
        notify.success(
          success,
          undo
            ? {
                id,
                duration: UNDO_WINDOW_MS,
                action: {
                  label: t('board.today.undo'),
                  onClick: () => void run(orderId, 'undo', undo.call, undo.done),
                },
              }
            : { id },
        );
        return true;
      } catch (error) {
        notify.error(errorMessage(error, t('messages.somethingWentWrong')), { id });
        return false;
      } finally {
        setPending(({ [orderId]: _done, ...rest }) => rest);
      }
    },
    [t],
  );

  return {
    run,
    /** The step running for this customer, if any. */
    pendingAction: (orderId: string): BoardAction | null => pending[orderId] ?? null,
  };
}

export type RunBoardStep = ReturnType<typeof useBoardStep>['run'];
