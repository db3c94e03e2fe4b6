import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { BookingSettings } from '../api/booking-settings';
import type { SlotsFormState } from '../hooks/use-slots-form';

/** How long a slot is, how many chairs take bookings, and how far ahead. */
export function SlotsSection({
  settings,
  form: { register, chairsField, errorAt },
}: {
  settings: BookingSettings;
  form: SlotsFormState;
}) {
  const { t } = useTranslation();
  const chairOptions = Array.from({ length: settings.chairCount + 1 }, (_, count) => ({
    value: String(count),
    label: String(count),
  }));
  return (
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
  );
}

/** The booking fee, the refund window and how often a booking may be moved. */
export function MoneySection({ form: { register, errorAt, isFree } }: { form: SlotsFormState }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Whether there is anything to save, and the buttons to discard or save it. */
export function SlotsSaveBar({ form }: { form: SlotsFormState }) {
  const { t } = useTranslation();
  const { formState, isSaving } = form;
  return (
    <div className="sticky bottom-0 -mx-4 flex flex-col gap-2 border-zinc-200 border-t bg-white/90 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:gap-3 sm:rounded-2xl sm:border dark:border-zinc-800 dark:bg-zinc-950/90">
      <p role="status" className="text-sm text-zinc-600 sm:mr-auto dark:text-zinc-400">
        {formState.isDirty ? t('dashboard.slots.unsaved') : t('dashboard.slots.upToDate')}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <Button
          variant="secondary"
          disabled={isSaving || !formState.isDirty}
          onClick={form.discard}
        >
          {t('dashboard.slots.discard')}
        </Button>
        <BusyButton
          type="submit"
          busy={isSaving}
          disabled={!formState.isDirty}
          busyLabel={t('dashboard.slots.saving')}
        >
          {t('dashboard.slots.save')}
        </BusyButton>
      </div>
    </div>
  );
}
