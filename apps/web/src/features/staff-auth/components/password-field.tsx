import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldBorder } from '@/components/ui/field';
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
  const [isShown, setShown] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} extra={children} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={isShown ? 'text' : 'password'}
            spellCheck={false}
            autoCapitalize="none"
            className={cn(
              'focus-ring block h-12 w-full rounded-xl border bg-white pr-12 pl-3.5 text-base text-zinc-950 shadow-xs transition-colors placeholder:text-zinc-400 dark:bg-zinc-900 dark:text-white dark:placeholder:text-zinc-500',
              fieldBorder(error),
            )}
            {...props}
          />
          <button
            type="button"
            aria-pressed={isShown}
            aria-label={isShown ? t('auth.hidePassword') : t('auth.showPassword')}
            aria-controls={control.id}
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
      )}
    </Field>
  );
}
