import { Scissors } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** In the chair: said plainly, with the expected time of the service when it is known. */
export function InServiceNote({ timeRange }: { timeRange: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="relative mt-6 flex flex-col items-center text-center" aria-live="polite">
      <span className="grid size-20 place-items-center rounded-3xl bg-emerald-100 text-emerald-700 ring-8 ring-emerald-50 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/5">
        <Scissors aria-hidden className="size-10" />
      </span>
      <p className="mt-6 font-bold text-3xl tracking-tight text-zinc-950 dark:text-white">
        {t('tracking.inServiceTitle')}
      </p>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">{t('tracking.inServiceDescription')}</p>
      {timeRange ? (
        <p className="mt-4 font-medium tabular-nums text-zinc-700 dark:text-zinc-300">
          {timeRange}
        </p>
      ) : null}
    </div>
  );
}
