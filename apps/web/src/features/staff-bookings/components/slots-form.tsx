import { zodResolver } from '@hookform/resolvers/zod';
import { Clock } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  type FieldError,
  type FieldPath,
  get,
  useController,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormSection, FormSectionsSkeleton } from '@/components/ui/form-section';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, serverMessageOf } from '@/lib/error-message';
import { fieldErrorText } from '@/lib/field-error';
import { notify } from '@/lib/toast';
import {
  type BookingSettings,
  useBookingSettingsQuery,
  useUpdateBookingSettingsMutation,
} from '../api/booking-settings';
import {
  bodyOf,
  formValuesOf,
  type SlotsField,
  type SlotsValues,
  serverField,
  slotsFormSchema,
} from '../utils/slots-form';
import { WeekdayHoursRow } from './weekday-hours-row';

function SlotsForm({ settings }: { settings: BookingSettings }) {
  const { t } = useTranslation();
  const [save, { isLoading: isSaving }] = useUpdateBookingSettingsMutation();
  const [problem, setProblem] = useState<string | null>(null);
  // A refusal of the server, shown at its field until the form is sent again.
  const [serverError, setServerError] = useState<{ field: SlotsField; message: string } | null>(
    null,
  );
  const schema = useMemo(() => slotsFormSchema(settings), [settings]);
  const { register, handleSubmit, formState, control, reset } = useForm<SlotsValues>({
    defaultValues: formValuesOf(settings),
    resolver: zodResolver(schema),
  });
  // Controlled: a select given its value by reference can lose it to a re-render.
  const { field: chairsField } = useController({ control, name: 'bookableChairs' });
  const [fee, days] = useWatch({ control, name: ['bookingFee', 'days'] });
  const isFree = Number(fee.trim().replace(',', '.')) === 0;

  /** The error to show at a field: the form's own, else the server's. */
  const errorAt = (field: FieldPath<SlotsValues>) =>
    fieldErrorText(t, get(formState.errors, field) as FieldError | undefined) ??
    (serverError?.field === field ? serverError.message : undefined);

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null);
      setServerError(null);
      const body = bodyOf(values, settings);
      try {
        const saved = await save(body).unwrap();
        reset(formValuesOf(saved));
        notify.success(t('dashboard.slots.saved'), { id: 'booking-settings' });
      } catch (error) {
        const message = errorMessage(error, t('messages.somethingWentWrong'));
        const field = serverField(serverMessageOf(error) ?? '', body);
        if (field) setServerError({ field, message });
        else setProblem(message);
        notify.error(message, { id: 'booking-settings' });
      }
    },
    () => notify.error(t('dashboard.slots.errors.fixFields'), { id: 'booking-settings' }),
  );

  const chairOptions = Array.from({ length: settings.chairCount + 1 }, (_, count) => ({
    value: String(count),
    label: String(count),
  }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
      <FormSection
        title={t('dashboard.slots.sections.slots')}
        description={t('dashboard.slots.sections.slotsHint')}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            type="number"
            inputMode="numeric"
            min={5}
            max={240}
            step={5}
            label={t('dashboard.slots.fields.slotLength')}
            hint={t('dashboard.slots.hints.slotLength')}
            error={errorAt('slotLengthMinutes')}
            {...register('slotLengthMinutes')}
          />
          <SelectField
            label={t('dashboard.slots.fields.bookableChairs')}
            hint={t('dashboard.slots.hints.bookableChairs', { chairs: settings.chairCount })}
            error={errorAt('bookableChairs')}
            options={chairOptions}
            {...chairsField}
          />
          <TextField
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            label={t('dashboard.slots.fields.horizon')}
            hint={t('dashboard.slots.hints.horizon')}
            error={errorAt('horizonDays')}
            {...register('horizonDays')}
          />
        </div>
      </FormSection>

      <FormSection title={t('dashboard.slots.sections.money')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            inputMode="decimal"
            label={t('dashboard.slots.fields.fee')}
            hint={t('dashboard.slots.hints.fee')}
            error={errorAt('bookingFee')}
            {...register('bookingFee')}
          />
          <TextField
            type="number"
            inputMode="numeric"
            min={0}
            max={720}
            label={t('dashboard.slots.fields.refundWindow')}
            hint={t('dashboard.slots.hints.refundWindow')}
            error={errorAt('refundWindowHours')}
            {...register('refundWindowHours')}
          />
          <TextField
            type="number"
            inputMode="numeric"
            min={0}
            max={20}
            label={t('dashboard.slots.fields.moveLimit')}
            hint={t('dashboard.slots.hints.moveLimit')}
            error={errorAt('moveLimit')}
            {...register('moveLimit')}
          />
        </div>
        {isFree ? (
          <Alert tone="info" role="status">
            {t('dashboard.slots.freeNote')}
          </Alert>
        ) : null}
      </FormSection>

      <FormSection
        title={t('dashboard.slots.sections.hours')}
        description={t('dashboard.slots.sections.hoursHint')}
      >
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {days.map((day, index) => (
            <WeekdayHoursRow
              // biome-ignore lint/suspicious/noArrayIndexKey: the seven weekdays never move.
              key={index}
              weekday={index + 1}
              settings={settings}
              mode={day.mode}
              control={control}
              errorAt={errorAt}
            />
          ))}
        </ul>
      </FormSection>

      <div className="sticky bottom-0 -mx-4 flex flex-col gap-2 border-zinc-200 border-t bg-white/90 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:gap-3 sm:rounded-2xl sm:border dark:border-zinc-800 dark:bg-zinc-950/90">
        <p role="status" className="text-sm text-zinc-600 sm:mr-auto dark:text-zinc-400">
          {formState.isDirty ? t('dashboard.slots.unsaved') : t('dashboard.slots.upToDate')}
        </p>
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <Button
            variant="secondary"
            disabled={isSaving || !formState.isDirty}
            onClick={() => {
              setServerError(null);
              reset();
            }}
          >
            {t('dashboard.slots.discard')}
          </Button>
          <Button type="submit" disabled={isSaving || !formState.isDirty}>
            {isSaving ? <Spinner className="size-4 text-current" /> : null}
            {isSaving ? t('dashboard.slots.saving') : t('dashboard.slots.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Slot length, chairs, horizon, fee, refund window and booking hours of the shop. */
export function SlotsPanel() {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch } = useBookingSettingsQuery();
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <PageHeader
        title={t('dashboard.pages.slots.title')}
        description={t('dashboard.pages.slots.description')}
      />
      {data ? (
        <SlotsForm settings={data} />
      ) : isLoading || isFetching || !error ? (
        <div role="status" aria-label={t('dashboard.slots.loading')}>
          <FormSectionsSkeleton fields={3} aria-hidden />
        </div>
      ) : (
        <EmptyState
          icon={Clock}
          title={t('dashboard.slots.loadFailed')}
          description={errorMessage(error, t('messages.somethingWentWrong'))}
        >
          <Button onClick={() => void refetch()}>{t('actions.tryAgain')}</Button>
        </EmptyState>
      )}
    </div>
  );
}
