import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { type PasswordStrength, passwordStrength } from '../utils/password-strength';

const levels = ['tooShort', 'weak', 'fair', 'good', 'strong'] as const;

const barTones: Record<PasswordStrength, string> = {
  0: 'bg-zinc-300 dark:bg-zinc-700',
  1: 'bg-red-500',
  2: 'bg-amber-500',
  3: 'bg-lime-500',
  4: 'bg-emerald-500',
};

/** Four bars and a word for how hard a new password is to guess (a hint, not a rule). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  if (password === '') return null;
  return (
    <div className="flex items-center gap-3" data-strength={strength}>
      <div aria-hidden className="grid flex-1 grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn(
              'h-1.5 rounded-full transition-colors',
              strength >= bar ? barTones[strength] : 'bg-zinc-200 dark:bg-zinc-800',
            )}
          />
        ))}
      </div>
      <p className="min-w-20 text-right font-medium text-xs text-zinc-600 dark:text-zinc-300">
        <span className="sr-only">{t('auth.strength.label')}: </span>
        {t(`auth.strength.${levels[strength]}`)}
      </p>
    </div>
  );
}
