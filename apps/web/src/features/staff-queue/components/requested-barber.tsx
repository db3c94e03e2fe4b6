import { errorCodes } from '@jono/contract/api/errors';
import { Scissors } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useChangeRequestedBarberMutation } from '../api/desk';
import type { BoardBarber, WaitingEntry } from '../api/queue-board';

/**
 * Whose line a waiting customer stands in, "any barber" or one barber, and the staff's way
 * to move them to another line: the choice is the control itself.
 */
export function RequestedBarber({
  entry,
  barbers,
}: {
  entry: WaitingEntry;
  barbers: readonly BoardBarber[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const [change, { isLoading }] = useChangeRequestedBarberMutation();
  const chosen = entry.requestedBarber;

  const choose = async (barberId: string | null) => {
    try {
      await change({ orderId: entry.orderId, barberId }).unwrap();
      const barber = barbers.find((b) => b.userId === barberId);
      notify.success(
        t('board.lines.changed', {
          name: entry.customerName,
          barber: barber?.name ?? t('board.lines.anyBarber'),
        }),
      );
    } catch (error) {
      notify.error(
        errorCodeOf(error) === errorCodes.barberNotWorking
          ? t('desk.barberNotWorking')
          : errorMessage(error, t('board.lines.changeFailed')),
      );
    }
  };

  return (
    <div
      data-testid="requested-barber"
      className={cn(
        'relative inline-flex max-w-full items-center gap-1.5 rounded-full px-2.5 py-1 font-semibold text-xs ring-1 ring-inset',
        chosen
          ? 'bg-violet-50 text-violet-900 ring-violet-600/20 dark:bg-violet-400/10 dark:text-violet-200 dark:ring-violet-400/25'
          : 'bg-zinc-100 text-zinc-700 ring-zinc-500/20 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-600/40',
      )}
    >
      {isLoading ? (
        <Spinner className="size-3.5 text-current" />
      ) : (
        <Scissors aria-hidden className="size-3.5 shrink-0" />
      )}
      <label htmlFor={id} className="sr-only">
        {t('board.lines.change', { name: entry.customerName })}
      </label>
      <select
        id={id}
        value={chosen?.id ?? ''}
        disabled={isLoading}
        onChange={(event) => void choose(event.target.value || null)}
        className="focus-ring max-w-full cursor-pointer appearance-none truncate rounded bg-transparent pr-1 font-semibold"
      >
        <option value="">{t('board.lines.anyBarber')}</option>
        {barbers.map((barber) => (
          <option key={barber.userId} value={barber.userId}>
            {t('board.lines.waitsFor', { name: barber.name })}
          </option>
        ))}
      </select>
    </div>
  );
}
