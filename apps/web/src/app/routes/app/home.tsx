import { CalendarClock, ReceiptText, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { ShopFinder } from '@/features/customer-shops/components/shop-finder';
import { useStepwiseCount } from '@/lib/use-stepwise-count';

const quickLink =
  'focus-ring inline-flex items-center gap-1.5 rounded-full border border-zinc-200 bg-white px-3 py-1.5 font-medium text-sm text-zinc-700 transition-colors hover:border-amber-300 hover:text-zinc-950 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300 dark:hover:border-amber-400/40 dark:hover:text-white';

export function HomeRoute() {
  const { t } = useTranslation();
  // The welcome (what index.html painted) renders first, the shop finder in the next task.
  const withFinder = useStepwiseCount(2, 1) === 2;
  return (
    <div className="space-y-6 sm:space-y-8">
      <DocumentTitle title={t('pages.home.title')} />
      <section className="relative overflow-hidden rounded-3xl border border-zinc-200 bg-white px-5 py-6 shadow-sm sm:px-8 sm:py-10 dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-none">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-amber-300/30 blur-3xl dark:bg-amber-400/15"
        />
        <div className="relative max-w-2xl">
          <p className="hidden items-center gap-2 rounded-2xl border sm:inline-flex border-amber-300/60 bg-amber-50 px-3 py-1 font-medium text-amber-800 text-xs dark:border-amber-400/20 dark:bg-amber-400/10 dark:text-amber-300">
            <UsersRound aria-hidden className="size-3.5" />
            {t('app.tagline')}
          </p>
          <h1 className="text-balance font-bold text-3xl sm:mt-4 tracking-tight text-zinc-950 sm:text-5xl dark:text-white">
            {t('pages.home.title')}
          </h1>
          <p className="mt-3 text-pretty text-base text-zinc-600 sm:text-lg dark:text-zinc-400">
            {t('pages.home.description')}
          </p>
          <div className="mt-5 flex flex-wrap gap-2">
            <Link to={paths.preBooking} className={quickLink}>
              <CalendarClock aria-hidden className="size-4 text-amber-600 dark:text-amber-400" />
              {t('actions.preBook')}
            </Link>
            <Link to={paths.checkDetails} className={quickLink}>
              <ReceiptText aria-hidden className="size-4 text-amber-600 dark:text-amber-400" />
              {t('actions.checkOrder')}
            </Link>
          </div>
        </div>
      </section>

      {withFinder ? <ShopFinder mode="queue" /> : null}
    </div>
  );
}
