import { wishIds } from '@jono/contract/rules/wishes';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { Switch } from '@/components/ui/switch';
import type { ShopSettingsValues } from '../../utils/shop-settings-form';

/** The additional services (wishes) customers may ask for at this shop, each on or off. */
export function AdditionalServicesSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<ShopSettingsValues>();
  return (
    <FormSection
      title={t('shopSettings.sections.additional')}
      description={t('shopSettings.hints.additional')}
    >
      {wishIds.map((key) => (
        <Controller
          key={key}
          control={control}
          name={key}
          render={({ field }) => (
            <Switch
              label={t(`wishes.${key}`)}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      ))}
    </FormSection>
  );
}
