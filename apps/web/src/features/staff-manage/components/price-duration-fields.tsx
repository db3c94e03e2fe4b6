import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/field-error';

/** The price and minutes of a service or an add-on, side by side. */
export function PriceDurationFields({
  price,
  duration,
  durationLabel,
  errors,
  disabled,
}: {
  price: UseFormRegisterReturn;
  duration: UseFormRegisterReturn;
  durationLabel: string;
  errors: { price?: FieldError; duration?: FieldError };
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-4">
      <TextField
        label={t('manage.fields.price')}
        inputMode="decimal"
        autoComplete="off"
        error={fieldErrorText(t, errors.price)}
        disabled={disabled}
        {...price}
      />
      <TextField
        label={durationLabel}
        inputMode="numeric"
        autoComplete="off"
        error={fieldErrorText(t, errors.duration)}
        disabled={disabled}
        {...duration}
      />
    </div>
  );
}
