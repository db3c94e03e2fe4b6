import { useTranslation } from 'react-i18next';
import { datePatternOf, formatDateInput, parseDateInput, stepDate } from '@/lib/date-input';
import { CalendarPopup } from './calendar-popup';
import { TypedValueField, type TypedValueFieldProps } from './typed-value-field';
import type { Reading } from './use-typed-text';

/** Today on this device's calendar, where the form knows no better (no shop clock at hand). */
function deviceToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A calendar date written the UI language's way ("25.11.2026" in Finnish, "2026-11-25" in
 * Swedish) whatever the browser's own locale, while the value stays 'YYYY-MM-DD' ('' when
 * blank or not a date the field can take). ArrowUp and ArrowDown step a day within min and max,
 * and a button at its end opens a month to pick from.
 */
export function DateField({
  min,
  max,
  today,
  ...props
}: TypedValueFieldProps & {
  /** The first and last dates allowed, 'YYYY-MM-DD'. */
  min?: string | undefined;
  max?: string | undefined;
  /** Where stepping starts from a blank field; the device's today when not given. */
  today?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { order, separator } = datePatternOf(language);
  const letters = {
    day: t('dateTimeFields.dayLetters'),
    month: t('dateTimeFields.monthLetters'),
    year: t('dateTimeFields.yearLetters'),
  };
  const pattern = order.map((part) => letters[part]).join(separator);
  const startDate = today ?? deviceToday();

  const read = (text: string): Reading => {
    if (text.trim() === '') return { value: '' };
    const date = parseDateInput(text, language);
    if (!date) {
      const example = formatDateInput(startDate, language);
      return { value: '', problem: t('dateTimeFields.invalidDate', { pattern, example }) };
    }
    if (min && date < min) {
      const problem = t('dateTimeFields.notBefore', { date: formatDateInput(min, language) });
      return { value: '', problem };
    }
    if (max && date > max) {
      const problem = t('dateTimeFields.notAfter', { date: formatDateInput(max, language) });
      return { value: '', problem };
    }
    return { value: date };
  };

  return (
    <TypedValueField
      // Another language writes dates its own way: the text starts again from the value.
      key={language}
      {...props}
      pattern={pattern}
      show={(value) => formatDateInput(value, language)}
      read={read}
      step={(value, direction) => stepDate(value, direction, { min, max, today: startDate })}
      addon={
        <CalendarPopup
          label={props.label}
          value={props.value}
          startDate={startDate}
          min={min}
          max={max}
          disabled={props.disabled}
          isCompact={props.isCompact ?? false}
          onChoose={props.onChange}
        />
      }
    />
  );
}
