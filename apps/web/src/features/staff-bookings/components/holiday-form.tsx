import { CalendarPlus } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Card } from '@/components/ui/card';
import { DateField } from '@/components/ui/date-field';
import { TextField } from '@/components/ui/text-field';
import type { HolidayCreated } from '../api/holidays';
import { useHolidayForm } from '../hooks/use-holiday-form';
import { HolidayConflictsDialog } from './holiday-conflicts-dialog';

/** Says what the form is doing: checking the dates' bookings, or saving. */
function HolidaySubmitButton({ isChecking, isSaving }: { isChecking: boolean; isSaving: boolean }) {
  const { t } = useTranslation();
  return (
    <BusyButton
      type="submit"
      busy={isChecking || isSaving}
      busyLabel={
        isChecking ? t('dashboard.holidays.form.checking') : t('dashboard.holidays.form.saving')
      }
      icon={<CalendarPlus aria-hidden className="size-4" />}
      className="w-full sm:w-auto"
    >
      {t('dashboard.holidays.form.submit')}
    </BusyButton>
  );
}

/**
 * Adds a holiday. Before saving it asks which live bookings the dates cover; if any, it
 * lists them and asks to confirm. The answer's own list (a booking may have come in
 * meanwhile) goes to `onCreated`.
 */
export function HolidayForm({ onCreated }: { onCreated: (created: HolidayCreated) => void }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    errorAt,
    onSubmit,
    problem,
    isChecking,
    isSaving,
    pending,
    cancelPending,
    confirmPending,
  } = useHolidayForm(onCreated);

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
          <HolidaySubmitButton isChecking={isChecking} isSaving={isSaving} />
        </div>
      </form>
      <HolidayConflictsDialog
        pending={pending}
        isSaving={isSaving}
        onBack={cancelPending}
        onConfirm={confirmPending}
      />
    </Card>
  );
}
