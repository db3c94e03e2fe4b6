import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/field-error';
import type { ShopSettingsValues } from '../../utils/shop-settings-form';

/** How many chairs the shop has, how many may wait at once, and how long a break lasts. */
export function CapacitySection() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ShopSettingsValues>();
  const { errors } = formState;
  return (
    <FormSection title={t('shopSettings.sections.capacity')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('shopSettings.fields.chairCount')}
          inputMode="numeric"
          hint={t('shopSettings.hints.chairCount')}
          error={fieldErrorText(t, errors.chairCount)}
          {...register('chairCount')}
        />
        <TextField
          label={t('shopSettings.fields.queueLimit')}
          inputMode="numeric"
          hint={t('shopSettings.hints.queueLimit')}
          error={fieldErrorText(t, errors.queueLimit)}
          {...register('queueLimit')}
        />
        <TextField
          label={t('shopSettings.fields.defaultBreakMinutes')}
          inputMode="numeric"
          hint={t('shopSettings.hints.defaultBreakMinutes')}
          error={fieldErrorText(t, errors.defaultBreakMinutes)}
          {...register('defaultBreakMinutes')}
        />
      </div>
    </FormSection>
  );
}
