import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DateField } from '@/components/ui/date-field';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, serverMessageOf } from '@/lib/error-message';
import { fieldErrorText } from '@/lib/field-error';
import { notify } from '@/lib/toast';
import {
  type HolidayBody,
  type HolidayCreated,
  useCreateHolidayMutation,
  useLazyHolidayConflictsQuery,
} from '../api/holidays';
import type { StaffBooking } from '../api/staff-bookings';
import { formatDateRange } from '../utils/dates';
import {
  emptyHoliday,
  type HolidayValues,
  holidayField,
  holidayFormSchema,
} from '../utils/holiday-form';
import { HolidayConflicts } from './holiday-conflicts';

/**
 * Adds a holiday. Before saving it asks which live bookings the dates cover; if any, it
 * lists them and asks to confirm. The answer's own list (a booking may have come in
 * meanwhile) goes to `onCreated`.
 */
export function HolidayForm({ onCreated }: { onCreated: (created: HolidayCreated) => void }) {
  const { t, i18n } = useTranslation();
  const [findConflicts, { isFetching: isChecking }] = useLazyHolidayConflictsQuery();
  const [createHoliday, { isLoading: isSaving }] = useCreateHolidayMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<{ body: HolidayBody; conflicts: StaffBooking[] } | null>(
    null,
  );
  const keep = useRef<HTMLButtonElement>(null);
  // A refusal of the server, shown at its field (in the server's words) until the next try.
  const [serverError, setServerError] = useState<{
    field: keyof HolidayValues;
    message: string;
  } | null>(null);
  const { register, control, handleSubmit, formState, reset } = useForm<HolidayValues>({
    defaultValues: emptyHoliday,
    resolver: zodResolver(holidayFormSchema),
  });
  const errorAt = (field: keyof HolidayValues) =>
    fieldErrorText(t, formState.errors[field]) ??
    (serverError?.field === field ? serverError.message : undefined);
  const isBusy = isChecking || isSaving;

  const save = async (body: HolidayBody) => {
    try {
      const created = await createHoliday(body).unwrap();
      setPending(null);
      reset(emptyHoliday);
      notify.success(
        t('dashboard.holidays.added', {
          range: formatDateRange(created.holiday.startsOn, created.holiday.endsOn, i18n.language),
        }),
        { id: 'holiday' },
      );
      onCreated(created);
    } catch (error) {
      setPending(null);
      const message = errorMessage(error, t('messages.somethingWentWrong'));
      const field = holidayField(serverMessageOf(error) ?? '');
      if (field) setServerError({ field, message });
      else setProblem(message);
    }
  };

  const onSubmit = handleSubmit(async ({ startsOn, endsOn, note }) => {
    setProblem(null);
    setServerError(null);
    const body = { startsOn, endsOn, note: note.trim() };
    try {
      const conflicts = await findConflicts({ startsOn, endsOn }).unwrap();
      if (conflicts.length > 0) {
        setPending({ body, conflicts });
        return;
      }
    } catch (error) {
      setProblem(errorMessage(error, t('messages.somethingWentWrong')));
      return;
    }
    await save(body);
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-semibold text-lg text-zinc-950 dark:text-white">
        {t('dashboard.holidays.form.title')}
      </h2>
      <p className="mt-1 text-pretty text-sm text-zinc-600 dark:text-zinc-400">
        {t('dashboard.holidays.form.hint')}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        {problem ? <Alert tone="danger">{problem}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="startsOn"
            render={({ field }) => (
              <DateField
                label={t('dashboard.holidays.form.startsOn')}
                error={errorAt('startsOn')}
                {...field}
              />
            )}
          />
          <Controller
            control={control}
            name="endsOn"
            render={({ field }) => (
              <DateField
                label={t('dashboard.holidays.form.endsOn')}
                error={errorAt('endsOn')}
                {...field}
              />
            )}
          />
        </div>
        <TextField
          label={t('dashboard.holidays.form.note')}
          hint={t('dashboard.holidays.form.noteHint')}
          maxLength={200}
          error={errorAt('note')}
          {...register('note')}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={isBusy} className="w-full sm:w-auto">
            {isBusy ? (
              <Spinner className="size-4 text-current" />
            ) : (
              <CalendarPlus aria-hidden className="size-4" />
            )}
            {isChecking
              ? t('dashboard.holidays.form.checking')
              : isSaving
                ? t('dashboard.holidays.form.saving')
                : t('dashboard.holidays.form.submit')}
          </Button>
        </div>
      </form>

      <Dialog
        isOpen={pending !== null}
        onClose={() => setPending(null)}
        isDismissible={!isSaving}
        initialFocus={keep}
        title={t('dashboard.holidays.confirm.title', { count: pending?.conflicts.length ?? 0 })}
        description={
          pending
            ? t('dashboard.holidays.confirm.description', {
                range: formatDateRange(pending.body.startsOn, pending.body.endsOn, i18n.language),
              })
            : undefined
        }
      >
        <div className="space-y-5">
          {pending ? (
            <Alert tone="warning" role="status">
              <HolidayConflicts bookings={pending.conflicts} />
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              ref={keep}
              variant="secondary"
              onClick={() => setPending(null)}
              disabled={isSaving}
            >
              {t('dashboard.holidays.confirm.back')}
            </Button>
            <Button
              variant="danger"
              disabled={isSaving}
              onClick={() => {
                if (pending) void save(pending.body);
              }}
            >
              {isSaving ? <Spinner className="size-4 text-current" /> : null}
              {isSaving ? t('dashboard.holidays.form.saving') : t('dashboard.holidays.confirm.add')}
            </Button>
          </div>
        </div>
      </Dialog>
    </Card>
  );
}
