import { CalendarCheck, ListOrdered, type LucideIcon, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';

function Point({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <Card className="p-6">
      <span className="grid size-11 place-items-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-300">
        <Icon aria-hidden className="size-5" />
      </span>
      <h2 className="mt-4 font-semibold text-zinc-950 dark:text-white">{title}</h2>
      <p className="mt-1.5 text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
    </Card>
  );
}

/** The landing page for shop owners. */
export function WelcomeRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-5xl py-8 sm:py-16">
      <DocumentTitle title={t('pages.welcome.title')} />
      <section className="mx-auto max-w-3xl text-center">
        <p className="font-semibold text-amber-600 text-sm uppercase tracking-wider dark:text-amber-400">
          {t('app.forShops')}
        </p>
        <h1 className="mt-4 text-balance font-bold text-4xl tracking-tight text-zinc-950 sm:text-6xl dark:text-white">
          {t('pages.welcome.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg text-zinc-600 dark:text-zinc-400">
          {t('pages.welcome.description')}
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.registerNewShop} className={buttonStyles({ size: 'lg' })}>
            {t('actions.registerShop')}
          </Link>
          <Link to={paths.login()} className={buttonStyles({ size: 'lg', variant: 'secondary' })}>
            {t('actions.logIn')}
          </Link>
        </div>
      </section>
      <div className="mt-16 grid gap-4 sm:mt-24 sm:grid-cols-3">
        <Point
          icon={ListOrdered}
          title={t('pages.welcome.pointQueueTitle')}
          text={t('pages.welcome.pointQueue')}
        />
        <Point
          icon={CalendarCheck}
          title={t('pages.welcome.pointBookingTitle')}
          text={t('pages.welcome.pointBooking')}
        />
        <Point
          icon={Users}
          title={t('pages.welcome.pointTeamTitle')}
          text={t('pages.welcome.pointTeam')}
        />
      </div>
    </div>
  );
}
