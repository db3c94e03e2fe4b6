import { errorCodes } from '@jono/contract/api/errors';
import { CircleCheck, type LucideIcon, MailWarning, ShieldCheck, WifiOff } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { isWellFormedLinkToken, type LinkProblem, linkProblemOf } from '../utils/auth-errors';
import { type EmailLinkPurpose, LinkProblemPanel } from './link-problem-panel';
import { OutcomePanel } from './outcome-panel';

type Opening =
  | { state: 'working' }
  | { state: 'done' }
  | { state: 'problem'; problem: LinkProblem }
  | { state: 'taken'; message: string }
  | { state: 'failed'; message: string };

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
    taken: 'auth.changeEmail.taken',
  },
  revertEmail: {
    working: 'auth.revertEmail.working',
    doneTitle: 'auth.revertEmail.doneTitle',
    done: 'auth.revertEmail.done',
    icon: ShieldCheck,
    testId: 'email-restored',
    taken: 'auth.revertEmail.taken',
  },
} as const satisfies Record<
  EmailLinkPurpose,
  {
    working: string;
    doneTitle: string;
    done: string;
    icon: LucideIcon;
    testId: string;
    taken?: string;
  }
>;

/** What a 409 EMAIL_TAKEN means for a link; verifying an address never answers it. */
const takenWords = (purpose: EmailLinkPurpose) => {
  const words = outcomes[purpose];
  return 'taken' in words ? words.taken : null;
};

/**
 * Opens an email link (verify the address, confirm a new login email, take the account
 * back) once when the page opens: React's StrictMode runs effects twice, and a second
 * request would find the link used, so a ref remembers the token already sent. A malformed
 * token is a broken link without asking the server.
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
  const [opening, setOpening] = useState<Opening>(() =>
    isWellFormedLinkToken(token) ? { state: 'working' } : { state: 'problem', problem: 'invalid' },
  );
  const sentToken = useRef<string | null>(null);
  // The latest callbacks, so a new function each render does not send the link again.
  const callbacks = useRef({ send, onDone });
  callbacks.current = { send, onDone };

  const open = useCallback(
    async (linkToken: string) => {
      setOpening({ state: 'working' });
      try {
        await callbacks.current.send(linkToken.trim());
        setOpening({ state: 'done' });
        callbacks.current.onDone?.();
      } catch (error) {
        const problem = linkProblemOf(error);
        const taken = takenWords(purpose);
        if (problem) setOpening({ state: 'problem', problem });
        else if (taken && errorCodeOf(error) === errorCodes.emailTaken) {
          setOpening({ state: 'taken', message: t(taken) });
        } else {
          setOpening({
            state: 'failed',
            message: errorMessage(error, t('messages.somethingWentWrong')),
          });
        }
      }
    },
    [t, purpose],
  );

  useEffect(() => {
    if (!isWellFormedLinkToken(token) || sentToken.current === token) return;
    sentToken.current = token;
    void open(token);
  }, [token, open]);

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
          actions={
            token ? <Button onClick={() => void open(token)}>{t('actions.tryAgain')}</Button> : null
          }
        >
          <p>{opening.message}</p>
        </OutcomePanel>
      ) : null}
    </div>
  );
}
