import { CircleCheck, type LucideIcon, MailWarning, ShieldCheck, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useEmailLinkOpening } from '../hooks/use-email-link-opening';
import { type EmailLinkPurpose, LinkProblemPanel } from './link-problem-panel';
import { OutcomePanel } from './outcome-panel';

/** The words and the way on of each kind of email link once it worked. */
const outcomes = {
  verifyEmail: {
    working: 'auth.verify.verifying',
    doneTitle: 'auth.verify.verifiedTitle',
    done: 'auth.verify.verified',
    icon: CircleCheck,
    testId: 'email-verified',
  },
  changeEmail: {
    working: 'auth.changeEmail.working',
    doneTitle: 'auth.changeEmail.doneTitle',
    done: 'auth.changeEmail.done',
    icon: CircleCheck,
    testId: 'email-changed',
  },
  revertEmail: {
    working: 'auth.revertEmail.working',
    doneTitle: 'auth.revertEmail.doneTitle',
    done: 'auth.revertEmail.done',
    icon: ShieldCheck,
    testId: 'email-restored',
  },
} as const satisfies Record<
  EmailLinkPurpose,
  {
    working: string;
    doneTitle: string;
    done: string;
    icon: LucideIcon;
    testId: string;
  }
>;

/**
 * What opening an email link (verify the address, confirm a new login email, take the
 * account back) came to: working on it, done, a broken or used link, or a failure to retry.
 */
export function EmailLinkStatus({
  purpose,
  token,
  send,
  onDone,
  doneActions,
}: {
  purpose: EmailLinkPurpose;
  token: string | undefined;
  send: (token: string) => Promise<unknown>;
  /** What the page does once the server accepted the link (follow the session...). */
  onDone?: () => void;
  /** The ways on after success; the login by default. */
  doneActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const words = outcomes[purpose];
  const { opening, tryAgain } = useEmailLinkOpening({ purpose, token, send, onDone });

  return (
    <div role="status" aria-live="polite" aria-busy={opening.state === 'working'}>
      {opening.state === 'working' ? (
        <div className="flex items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900/70">
          <Spinner className="size-6" />
          <p className="font-medium text-zinc-700 dark:text-zinc-300">{t(words.working)}</p>
        </div>
      ) : null}
      {opening.state === 'done' ? (
        <OutcomePanel
          testId={words.testId}
          icon={words.icon}
          tone="success"
          title={t(words.doneTitle)}
          actions={
            doneActions ?? (
              <Link to={paths.login()} className={buttonStyles()}>
                {t('actions.logIn')}
              </Link>
            )
          }
        >
          <p>{t(words.done)}</p>
        </OutcomePanel>
      ) : null}
      {opening.state === 'problem' ? (
        <LinkProblemPanel problem={opening.problem} purpose={purpose} />
      ) : null}
      {opening.state === 'taken' ? (
        <OutcomePanel
          icon={MailWarning}
          tone="warning"
          title={t(`auth.link.${purpose}.invalidTitle`)}
          actions={
            <Link to={paths.login()} className={buttonStyles()}>
              {t('actions.logIn')}
            </Link>
          }
        >
          <p>{opening.message}</p>
        </OutcomePanel>
      ) : null}
      {opening.state === 'failed' ? (
        <OutcomePanel
          icon={WifiOff}
          tone="danger"
          title={t('auth.verify.failedTitle')}
          actions={tryAgain ? <Button onClick={tryAgain}>{t('actions.tryAgain')}</Button> : null}
        >
          <p>{opening.message}</p>
        </OutcomePanel>
      ) : null}
    </div>
  );
}
