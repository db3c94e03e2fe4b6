import { CircleCheck, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useVerifyEmailMutation } from '../api/verify-email';
import { isWellFormedLinkToken, type LinkProblem, linkProblemOf } from '../utils/auth-errors';
import { LinkProblemPanel } from './link-problem-panel';
import { OutcomePanel } from './outcome-panel';

type Verification =
  | { state: 'verifying' }
  | { state: 'verified' }
  | { state: 'problem'; problem: LinkProblem }
  | { state: 'failed'; message: string };

/**
 * Sends the link's token once when the page opens: React's StrictMode runs effects twice, and
 * a second request would find the link used, so a ref remembers the token already sent. A
 * malformed token is a broken link without asking the server.
 */
export function VerifyEmailStatus({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const [verifyEmail] = useVerifyEmailMutation();
  const [verification, setVerification] = useState<Verification>(() =>
    isWellFormedLinkToken(token)
      ? { state: 'verifying' }
      : { state: 'problem', problem: 'invalid' },
  );
  const sentToken = useRef<string | null>(null);

  const verify = useCallback(
    async (verificationToken: string) => {
      setVerification({ state: 'verifying' });
      try {
        await verifyEmail(verificationToken.trim()).unwrap();
        setVerification({ state: 'verified' });
      } catch (error) {
        const problem = linkProblemOf(error);
        setVerification(
          problem
            ? { state: 'problem', problem }
            : { state: 'failed', message: errorMessage(error, t('messages.somethingWentWrong')) },
        );
      }
    },
    [verifyEmail, t],
  );

  useEffect(() => {
    if (!isWellFormedLinkToken(token) || sentToken.current === token) return;
    sentToken.current = token;
    void verify(token);
  }, [token, verify]);

  return (
    <div role="status" aria-live="polite" aria-busy={verification.state === 'verifying'}>
      {verification.state === 'verifying' ? (
        <div className="flex items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900/70">
          <Spinner className="size-6" />
          <p className="font-medium text-zinc-700 dark:text-zinc-300">
            {t('auth.verify.verifying')}
          </p>
        </div>
      ) : null}
      {verification.state === 'verified' ? (
        <OutcomePanel
          testId="email-verified"
          icon={CircleCheck}
          tone="success"
          title={t('auth.verify.verifiedTitle')}
          actions={
            <Link to={paths.login()} className={buttonStyles()}>
              {t('actions.logIn')}
            </Link>
          }
        >
          <p>{t('auth.verify.verified')}</p>
        </OutcomePanel>
      ) : null}
      {verification.state === 'problem' ? (
        <LinkProblemPanel problem={verification.problem} purpose="verifyEmail" />
      ) : null}
      {verification.state === 'failed' ? (
        <OutcomePanel
          icon={WifiOff}
          tone="danger"
          title={t('auth.verify.failedTitle')}
          actions={
            token ? (
              <Button onClick={() => void verify(token)}>{t('actions.tryAgain')}</Button>
            ) : null
          }
        >
          <p>{verification.message}</p>
        </OutcomePanel>
      ) : null}
    </div>
  );
}
