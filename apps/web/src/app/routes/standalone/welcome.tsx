import {
  ArrowRight,
  CalendarCheck,
  KeyRound,
  ListOrdered,
  type LucideIcon,
  Store,
  Tv,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { QueuePreview } from './welcome-queue-preview';

function Feature({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <Card className="p-6">
      <span className="grid size-11 place-items-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-300">
        <Icon aria-hidden className="size-5" />
      </span>
      <h3 className="mt-4 font-semibold text-zinc-950 dark:text-white">{title}</h3>
      <p className="mt-1.5 text-pretty text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
    </Card>
  );
}

/** A way into the app, for someone new or for the staff, with its links. */
function WayIn({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col p-6 sm:p-8">
      <Icon aria-hidden className="size-6 text-amber-600 dark:text-amber-400" />
      <h3 className="mt-4 font-semibold text-lg text-zinc-950 dark:text-white">{title}</h3>
      <p className="mt-1.5 flex-1 text-pretty text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
      {children}
    </Card>
  );
}

/** A part of the page under its own heading, which a screen reader may jump to. */
function WelcomeSection({
  id,
  title,
  isTitleHidden = false,
  children,
}: {
  id: string;
  title: string;
  isTitleHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-20 sm:mt-28">
      <h2
        id={id}
        className={
          isTitleHidden
            ? 'sr-only'
            : 'text-balance text-center font-bold text-2xl tracking-tight text-zinc-950 sm:text-3xl dark:text-white'
        }
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

const features = [
  { icon: ListOrdered, title: 'pages.welcome.pointQueueTitle', text: 'pages.welcome.pointQueue' },
  {
    icon: CalendarCheck,
    title: 'pages.welcome.pointBookingTitle',
    text: 'pages.welcome.pointBooking',
  },
  { icon: Users, title: 'pages.welcome.pointTeamTitle', text: 'pages.welcome.pointTeam' },
  { icon: Tv, title: 'welcome.pointScreenTitle', text: 'welcome.pointScreen' },
] as const;

const steps = ['register', 'verify', 'setUp'] as const;

// Longer than 80 lines by the rule's one exception: it only lays out markup (no state of its own).
/** /welcome: what Jono gives a shop, and the ways in (register, log in). */
export function WelcomeRoute() {
  const { t } = useTranslation();
  return (
    <div className="w-full py-8 sm:py-14">
      <DocumentTitle title={t('pages.welcome.title')} />
      <section className="grid items-center gap-12 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:gap-16">
        <div className="text-center lg:text-left">
          <p className="font-semibold text-amber-700 text-sm uppercase tracking-wider dark:text-amber-400">
            {t('app.forShops')}
          </p>
          <h1 className="mt-4 text-balance font-bold text-4xl tracking-tight text-zinc-950 sm:text-5xl lg:text-6xl dark:text-white">
            {t('pages.welcome.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg text-zinc-600 lg:mx-0 dark:text-zinc-400">
            {t('pages.welcome.description')}
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Link to={paths.registerNewShop} className={buttonStyles({ size: 'lg' })}>
              {t('actions.registerShop')}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
            <Link to={paths.login()} className={buttonStyles({ size: 'lg', variant: 'secondary' })}>
              {t('actions.logIn')}
            </Link>
          </div>
          <p className="mt-4 text-sm text-zinc-500 dark:text-zinc-400">{t('welcome.loginHint')}</p>
        </div>
        <QueuePreview />
      </section>

      <WelcomeSection id="welcome-features" title={t('welcome.featuresTitle')}>
        <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon, title, text }) => (
            <Feature key={title} icon={icon} title={t(title)} text={t(text)} />
          ))}
        </div>
      </WelcomeSection>

      <WelcomeSection id="welcome-steps" title={t('welcome.stepsTitle')}>
        <ol className="mt-10 grid gap-6 sm:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-4 sm:flex-col">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-zinc-950 font-bold text-sm text-white dark:bg-white dark:text-zinc-950">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-zinc-950 dark:text-white">
                  {t(`welcome.steps.${step}.title`)}
                </h3>
                <p className="mt-1 text-pretty text-sm text-zinc-600 dark:text-zinc-400">
                  {t(`welcome.steps.${step}.text`)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </WelcomeSection>

      <WelcomeSection id="welcome-ways-in" title={t('welcome.waysIn')} isTitleHidden>
        <div className="grid gap-4 md:grid-cols-2">
          <WayIn icon={Store} title={t('welcome.newShop.title')} text={t('welcome.newShop.text')}>
            <Link
              to={paths.registerNewShop}
              className={buttonStyles({ className: 'mt-6 w-full sm:w-fit' })}
            >
              {t('actions.registerShop')}
            </Link>
          </WayIn>
          <WayIn icon={KeyRound} title={t('welcome.staff.title')} text={t('welcome.staff.text')}>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link to={paths.login()} className={buttonStyles({ variant: 'secondary' })}>
                {t('actions.logIn')}
              </Link>
              <Link to={paths.forgotPassword} className={buttonStyles({ variant: 'ghost' })}>
                {t('actions.forgotPassword')}
              </Link>
            </div>
          </WayIn>
        </div>
      </WelcomeSection>
    </div>
  );
}
