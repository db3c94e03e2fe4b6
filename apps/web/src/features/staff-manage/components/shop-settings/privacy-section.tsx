import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/field-error';
import type { ShopSettingsValues } from '../../utils/shop-settings-form';

/** How long the shop keeps its customers' names, phones and emails after a visit. */
export function PrivacySection() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ShopSettingsValues>();
  return (
    <FormSection title={t('shopSettings.sections.privacy')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('shopSettings.fields.retentionDays')}
          inputMode="numeric"
          hint={t('shopSettings.hints.retentionDays')}
          error={fieldErrorText(t, formState.errors.retentionDays)}
          {...register('retentionDays')}
        />
      </div>
    </FormSection>
  );
}
