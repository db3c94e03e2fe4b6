import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Field, fieldBorder } from './field';
import { type Reading, useTypedText } from './use-typed-text';

/** What a date or time field takes from its form, the same as a text input's would be. */
export interface TypedValueFieldProps {
  label: string;
  hint?: string | undefined;
  /** The form's own word on the value; a text the field cannot read is said first. */
  error?: string | undefined;
  isLabelHidden?: boolean;
  /** 40 px high instead of 48, to stand in a row of small buttons. */
  isCompact?: boolean;
  className?: string | undefined;
  name?: string | undefined;
  disabled?: boolean | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
}

/**
 * A text input for a value people write in a form of their own language (a date, a time):
 * it shows `show(value)`, hands on `read(text).value` as they type, and says what is wrong on
 * leaving the field or pressing Enter. ArrowUp and ArrowDown step the value.
 */
export function TypedValueField({
  label,
  hint,
  error,
  isLabelHidden,
  isCompact = false,
  className,
  name,
  disabled,
  ref,
  value,
  onChange,
  onBlur,
  pattern,
  show,
  read,
  step,
  addon,
}: TypedValueFieldProps & {
  /** How the value is written, as the placeholder and for screen readers ("pp.kk.vvvv"). */
  pattern: string;
  show: (value: string) => string;
  read: (text: string) => Reading;
  step: (value: string, direction: 1 | -1) => string;
  /** Drawn at the input's end, inside the field's box (a calendar button and its popup). */
  addon?: ReactNode;
}) {
  const { t } = useTranslation();
  const formatId = useId();
  const typing = useTypedText({ value, onChange, show, read, step });

  const shownError = typing.problem ?? error;
  return (
    <Field
      label={label}
      hint={hint}
      error={shownError}
      isLabelHidden={isLabelHidden}
      className={className}
    >
      {(control) => (
        <div className="relative">
          <input
            {...control}
            aria-describedby={`${control['aria-describedby'] ?? ''} ${formatId}`.trim()}
            ref={ref}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            placeholder={pattern}
            value={typing.text}
            onChange={(event) => typing.take(event.target.value)}
            onBlur={() => {
              typing.check();
              onBlur?.();
            }}
            onKeyDown={typing.onKeyDown}
            className={cn(
              'focus-ring block w-full rounded-xl border bg-white pl-3.5 text-base text-zinc-950 tabular-nums shadow-xs transition-colors placeholder:text-zinc-400 disabled:opacity-60 dark:bg-zinc-900 dark:text-white dark:placeholder:text-zinc-500',
              isCompact ? 'h-10' : 'h-12',
              addon ? 'pr-12' : 'pr-3.5',
              fieldBorder(shownError),
            )}
          />
          <span id={formatId} className="sr-only">
            {t('dateTimeFields.format', { pattern })}
          </span>
          {addon}
        </div>
      )}
    </Field>
  );
}
