import { formatShortCode } from '@jono/contract/rules/short-code';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The order's short code as people read it aloud and compare it: 'K7M-2QD'. */
export function ShortCode({ code, className }: { code: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="short-code"
      className={cn(
        'inline-flex shrink-0 items-center rounded-md bg-zinc-100 px-2 py-0.5 font-mono font-semibold text-sm text-zinc-800 tracking-wider ring-1 ring-zinc-500/20 ring-inset dark:bg-zinc-800 dark:text-zinc-100 dark:ring-zinc-600/40',
        className,
      )}
    >
      <span className="sr-only">{t('orderContents.code')}: </span>
      {formatShortCode(code)}
    </span>
  );
}
