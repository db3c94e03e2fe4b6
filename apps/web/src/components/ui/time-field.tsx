import { useTranslation } from 'react-i18next';
import { parseTimeInput, stepTime } from '@/lib/date-input';
import { TypedValueField, type TypedValueFieldProps } from './typed-value-field';
import type { Reading } from './use-typed-text';

const STEP_MINUTES = 15;

/**
 * A time of day on the 24-hour clock in every language ("17:30", never "5:30 PM"), whatever
 * the browser's own locale; the value stays 'HH:mm' ('' when blank or not a time).
 * ArrowUp and ArrowDown step a quarter of an hour.
 */
export function TimeField(props: TypedValueFieldProps) {
  const { t, i18n } = useTranslation();
  const pattern = t('dateTimeFields.timePattern');

  const read = (text: string): Reading => {
    if (text.trim() === '') return { value: '' };
    const time = parseTimeInput(text);
    if (time) return { value: time };
    return { value: '', problem: t('dateTimeFields.invalidTime', { pattern, example: '17:30' }) };
  };

  return (
    <TypedValueField
      // A problem on screen is said again in another language.
      key={i18n.resolvedLanguage ?? i18n.language}
      {...props}
      pattern={pattern}
      show={(value) => value}
      read={read}
      step={(value, direction) => stepTime(value, direction, STEP_MINUTES)}
    />
  );
}
