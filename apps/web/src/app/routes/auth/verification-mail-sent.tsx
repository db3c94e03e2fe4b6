import { Inbox, MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

/** The registration passes the address it sent the link to; a reload keeps it (history state). */
function sentToOf(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('email' in state)) return null;
  const { email } = state as { email: unknown };
  return typeof email === 'string' && email !== '' ? email : null;
}

/** Whether the registration's answer said the address is not on the map (history state too). */
function unplacedOf(state: unknown): 'notFound' | 'unavailable' | null {
  if (!state || typeof state !== 'object' || !('addressOutcome' in state)) return null;
  const { addressOutcome } = state as { addressOutcome: unknown };
  return addressOutcome === 'notFound' || addressOutcome === 'unavailable' ? addressOutcome : null;
}

/**
 * /verification-mailsent: after registering, the owner opens the link in their mail; told
 * here too when the shop's address was not found on the map, so they know to place the pin.
 */
export function VerificationMailSentRoute() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const email = sentToOf(state);
  const unplaced = unplacedOf(state);
  return (
    <div className="w-full space-y-8 py-8 animate-fade-in">
      <PageHeader
        title={t('pages.verificationMailSent.title')}
        description={t('pages.verificationMailSent.description')}
      />
      <section className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none">
        <span className="grid size-12 place-items-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-300">
          <MailOpen aria-hidden className="size-6" />
        </span>
        {email ? (
          <p className="mt-5 text-pretty text-zinc-700 dark:text-zinc-300">
            {t('auth.mailSent.sentTo')}{' '}
            <strong
              data-testid="sent-to"
              className="break-all font-semibold text-zinc-950 dark:text-white"
            >
              {email}
            </strong>
          </p>
        ) : (
          <p className="mt-5 text-pretty text-zinc-700 dark:text-zinc-300">
            {t('auth.mailSent.sentToYou')}
          </p>
        )}
        <ol className="mt-6 space-y-3 text-sm text-zinc-600 dark:text-zinc-400">
          {(['open', 'click', 'login'] as const).map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden
                className="grid size-6 shrink-0 place-items-center rounded-full bg-zinc-100 font-semibold text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{t(`auth.mailSent.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
        {unplaced ? (
          <Alert tone="warning" className="mt-6">
            {unplaced === 'notFound'
              ? t('auth.mailSent.addressNotFound')
              : t('auth.mailSent.addressUnplaced')}
          </Alert>
        ) : null}
        <p className="mt-6 text-pretty text-sm text-zinc-600 dark:text-zinc-400">
          {t('auth.mailSent.existingAccount')}
        </p>
        <p className="mt-6 flex items-start gap-2 border-zinc-200 border-t pt-5 text-sm text-zinc-500 dark:border-zinc-800 dark:text-zinc-400">
          <Inbox aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('pages.verificationMailSent.empty')}
        </p>
        <div className="mt-6">
          <Link to={paths.login()} className={buttonStyles({ className: 'w-full sm:w-auto' })}>
            {t('actions.logIn')}
          </Link>
        </div>
      </section>
    </div>
  );
}
