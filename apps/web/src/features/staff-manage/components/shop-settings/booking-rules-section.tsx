import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/field-error';
import type { ShopSettingsValues } from '../../utils/shop-settings-form';

/** What a pre-booking costs, how long a slot is, and until when its fee is refunded. */
export function BookingRulesSection() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ShopSettingsValues>();
  const { errors } = formState;
  return (
    <FormSection title={t('shopSettings.sections.booking')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('shopSettings.fields.bookingFee')}
          inputMode="decimal"
          hint={t('shopSettings.hints.bookingFee')}
          error={fieldErrorText(t, errors.bookingFee)}
          {...register('bookingFee')}
        />
        <TextField
          label={t('shopSettings.fields.slotLength')}
          inputMode="numeric"
          hint={t('shopSettings.hints.slotLength')}
          error={fieldErrorText(t, errors.slotLengthMinutes)}
          {...register('slotLengthMinutes')}
        />
        <TextField
          label={t('shopSettings.fields.refundWindow')}
          inputMode="numeric"
          hint={t('shopSettings.hints.refundWindow')}
          error={fieldErrorText(t, errors.refundWindowHours)}
          {...register('refundWindowHours')}
        />
      </div>
    </FormSection>
  );
}
