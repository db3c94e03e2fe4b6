import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * A password input with a show/hide button. The button says what it will do and whether the
 * password is shown (aria-pressed); the input keeps its autocomplete hint for managers.
 */
export function PasswordField({
  label,
  hint,
  error,
  children,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  hint?: string;
  error?: string | undefined;
  /** Shown under the field and read with it (the strength meter). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [isShown, setShown] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const extraId = children ? `${id}-extra` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={isShown ? 'text' : 'password'}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={error ? true : undefined}
          aria-describedby={[extraId, hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={cn(
            'focus-ring block h-12 w-full rounded-xl border bg-white pr-12 pl-3.5 text-base text-zinc-950 shadow-xs transition-colors placeholder:text-zinc-400 dark:bg-zinc-900 dark:text-white dark:placeholder:text-zinc-500',
            error
              ? 'border-red-400 dark:border-red-500/70'
              : 'border-zinc-300 hover:border-zinc-400 dark:border-zinc-700 dark:hover:border-zinc-600',
          )}
          {...props}
        />
        <button
          type="button"
          aria-pressed={isShown}
          aria-label={isShown ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-controls={id}
          onClick={() => setShown((shown) => !shown)}
          className="focus-ring absolute inset-y-1 right-1 grid w-10 place-items-center rounded-lg text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
        >
          {isShown ? (
            <EyeOff aria-hidden className="size-5" />
          ) : (
            <Eye aria-hidden className="size-5" />
          )}
        </button>
      </div>
      {children ? <div id={extraId}>{children}</div> : null}
      {hint ? (
        <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="font-medium text-red-600 text-sm dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
