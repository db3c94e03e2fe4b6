import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/field-error';
import type { ShopSettingsValues } from '../../utils/shop-settings-form';

type TextSetting = 'name' | 'address' | 'city' | 'postalCode' | 'country' | 'lat' | 'lng';
type NumberSetting =
  | 'chairCount'
  | 'queueLimit'
  | 'maxWaitMinutes'
  | 'retentionDays'
  | 'defaultBreakMinutes';

/**
 * One typed setting of the shop's form, labelled by its name. A whole number (chairs, days,
 * minutes) takes the number keyboard and says under it what the number means.
 */
export function SettingsField({
  name,
  ...props
}: Omit<ComponentProps<'input'>, 'name'> & { name: TextSetting | NumberSetting }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ShopSettingsValues>();
  const error = fieldErrorText(t, formState.errors[name]);
  const label = t(`shopSettings.fields.${name}`);
  return isNumberSetting(name) ? (
    <TextField
      label={label}
      inputMode="numeric"
      hint={t(`shopSettings.hints.${name}`)}
      error={error}
      {...props}
      {...register(name)}
    />
  ) : (
    <TextField label={label} error={error} {...props} {...register(name)} />
  );
}

const numberSettings: readonly string[] = [
  'chairCount',
  'queueLimit',
  'maxWaitMinutes',
  'retentionDays',
  'defaultBreakMinutes',
] satisfies NumberSetting[];

function isNumberSetting(name: TextSetting | NumberSetting): name is NumberSetting {
  return numberSettings.includes(name);
}
