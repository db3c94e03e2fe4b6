import type { LucideIcon } from 'lucide-react';
import { ArrowRight, CalendarClock, ReceiptText, Store, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

function ActionCard({
  to,
  icon: Icon,
  title,
  description,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <Link
      to={to}
      className="focus-ring group flex items-start gap-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm transition hover:border-amber-300 hover:shadow-md dark:border-zinc-800 dark:bg-zinc-900/70 dark:hover:border-amber-400/40"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-300">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1 font-semibold text-zinc-950 dark:text-white">
          {title}
          <ArrowRight
            aria-hidden
            className="size-4 text-zinc-400 transition group-hover:translate-x-0.5 group-hover:text-amber-500"
          />
        </span>
        <span className="mt-1 block text-sm text-zinc-600 dark:text-zinc-400">{description}</span>
      </span>
    </Link>
  );
}

export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <DocumentTitle title={t('pages.home.title')} />
      <section className="relative overflow-hidden rounded-3xl border border-zinc-200 bg-white px-6 py-10 shadow-sm sm:px-10 sm:py-14 dark:border-zinc-800 dark:bg-zinc-900">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-amber-300/30 blur-3xl dark:bg-amber-400/15"
        />
        <div className="relative max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-2xl border border-amber-300/60 bg-amber-50 px-3 py-1 font-medium text-amber-800 text-xs dark:border-amber-400/20 dark:bg-amber-400/10 dark:text-amber-300">
            <UsersRound aria-hidden className="size-3.5" />
            {t('app.tagline')}
          </p>
          <h1 className="mt-5 text-balance font-bold text-4xl tracking-tight text-zinc-950 sm:text-5xl dark:text-white">
            {t('pages.home.title')}
          </h1>
          <p className="mt-4 text-pretty text-lg text-zinc-600 dark:text-zinc-400">
            {t('pages.home.description')}
          </p>
        </div>
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <ActionCard
          to={paths.preBooking}
          icon={CalendarClock}
          title={t('actions.preBook')}
          description={t('pages.preBooking.description')}
        />
        <ActionCard
          to={paths.checkDetails}
          icon={ReceiptText}
          title={t('actions.checkOrder')}
          description={t('pages.checkDetails.description')}
        />
      </div>

      <EmptyState
        icon={Store}
        title={t('pages.home.emptyTitle')}
        description={t('pages.home.empty')}
      />
    </div>
  );
}
