import { CalendarOff, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingConflicts } from '@/components/bookings/booking-conflicts';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { browserTimeZone, formatDateRange, todayIn } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import {
  type Holiday,
  type HolidayCreated,
  useDeleteHolidayMutation,
  useHolidaysQuery,
} from '../api/holidays';
import { daysInRange } from '../utils/dates';
import { HolidayForm } from './holiday-form';

/** Asks before deleting a holiday; the server's reason for refusing stays in view. */
function DeleteHolidayDialog({
  holiday,
  onClose,
}: {
  holiday: Holiday | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [deleteHoliday, { isLoading }] = useDeleteHolidayMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const range = holiday ? formatDateRange(holiday.startsOn, holiday.endsOn, i18n.language) : '';
  const close = () => {
    setProblem(null);
    onClose();
  };
  return (
    <Dialog
      isOpen={holiday !== null}
      onClose={close}
      isDismissible={!isLoading}
      title={t('dashboard.holidays.delete.title', { range })}
      description={t('dashboard.holidays.delete.description')}
    >
      <div className="space-y-5">
        {problem ? <Alert tone="danger">{problem}</Alert> : null}
        <DialogActions
          backLabel={t('dashboard.holidays.delete.keep')}
          onBack={close}
          busy={isLoading}
        >
          <BusyButton
            variant="danger"
            busy={isLoading}
            onClick={async () => {
              if (!holiday) return;
              try {
                await deleteHoliday(holiday.id).unwrap();
                notify.success(t('dashboard.holidays.deleted', { range }), { id: 'holiday' });
                close();
              } catch (error) {
                setProblem(errorMessage(error, t('messages.somethingWentWrong')));
              }
            }}
            busyLabel={t('dashboard.holidays.delete.deleting')}
            icon={<Trash2 aria-hidden className="size-4" />}
          >
            {t('dashboard.holidays.delete.confirm')}
          </BusyButton>
        </DialogActions>
      </div>
    </Dialog>
  );
}

function HolidayRow({
  holiday,
  today,
  onDelete,
}: {
  holiday: Holiday;
  today: string;
  onDelete: (holiday: Holiday) => void;
}) {
  const { t, i18n } = useTranslation();
  const rangeId = useId();
  const range = formatDateRange(holiday.startsOn, holiday.endsOn, i18n.language);
  const isNow = holiday.startsOn <= today && today <= holiday.endsOn;
  return (
    <li
      aria-labelledby={rangeId}
      data-testid="holiday"
      className="flex items-start gap-3 py-4 first:pt-0 last:pb-0"
    >
      <span className="mt-0.5 grid size-10 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-300">
        <CalendarOff aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p
          id={rangeId}
          className="font-semibold text-sm text-zinc-950 first-letter:uppercase dark:text-white"
        >
          {range}
        </p>
        <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">
          {t('dashboard.holidays.days', { count: daysInRange(holiday.startsOn, holiday.endsOn) })}
          {isNow ? (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 text-xs dark:bg-amber-400/15 dark:text-amber-200">
              {t('dashboard.holidays.now')}
            </span>
          ) : null}
        </p>
        {holiday.note ? (
          <p className="mt-1 break-words text-sm text-zinc-800 dark:text-zinc-200">
            {holiday.note}
          </p>
        ) : null}
      </div>
      <Button
        variant="dangerGhost"
        size="sm"
        aria-label={t('dashboard.holidays.delete.named', { range })}
        onClick={() => onDelete(holiday)}
      >
        <Trash2 aria-hidden className="size-4" />
        <span className="hidden sm:inline">{t('dashboard.holidays.delete.action')}</span>
      </Button>
    </li>
  );
}

/** Holidays of the shop: the current and upcoming ones, and a form to add one. */
export function HolidaysPanel() {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const { data, error, isLoading, isFetching, refetch } = useHolidaysQuery();
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const [created, setCreated] = useState<HolidayCreated | null>(null);
  // The server lists the current and coming holidays, soonest first. "Now" is told by the
  // browser's date: the shop's is at most a day away.
  const holidays = data ?? [];
  const today = todayIn(browserTimeZone());

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageHeader
        title={t('dashboard.pages.holidays.title')}
        description={t('dashboard.pages.holidays.description')}
      />
      {created && created.conflicts.length > 0 ? (
        <Alert
          tone="warning"
          role="alert"
          title={t('dashboard.holidays.afterSave.title', {
            count: created.conflicts.length,
            range: formatDateRange(created.holiday.startsOn, created.holiday.endsOn, i18n.language),
          })}
        >
          <p>{t('dashboard.holidays.afterSave.hint')}</p>
          <BookingConflicts bookings={created.conflicts} />
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setCreated(null)}>
            <X aria-hidden className="size-4" />
            {t('dashboard.holidays.afterSave.dismiss')}
          </Button>
        </Alert>
      ) : null}
      <HolidayForm onCreated={setCreated} />

      <section aria-labelledby={listId} className="space-y-3">
        <h2 id={listId} className="font-semibold text-lg text-zinc-950 dark:text-white">
          {t('dashboard.holidays.listTitle')}
        </h2>
        {data ? (
          holidays.length === 0 ? (
            <EmptyState
              icon={CalendarOff}
              title={t('dashboard.pages.holidays.empty')}
              description={t('dashboard.holidays.emptyHint')}
            />
          ) : (
            <Card className="p-5 sm:p-6">
              <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
                {holidays.map((holiday) => (
                  <HolidayRow
                    key={holiday.id}
                    holiday={holiday}
                    today={today}
                    onDelete={setDeleting}
                  />
                ))}
              </ul>
            </Card>
          )
        ) : isLoading || isFetching || !error ? (
          <div role="status" aria-label={t('dashboard.holidays.loading')}>
            <Skeleton className="h-40 rounded-2xl" />
          </div>
        ) : (
          <LoadFailedAlert
            title={t('dashboard.holidays.loadFailed')}
            error={error}
            onRetry={() => void refetch()}
          />
        )}
      </section>
      <DeleteHolidayDialog holiday={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
