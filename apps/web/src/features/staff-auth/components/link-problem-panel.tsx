import { Clock, Link2Off, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { LinkProblem } from '../utils/auth-errors';
import { OutcomePanel } from './outcome-panel';

const icons = { expired: Clock, used: MailCheck, invalid: Link2Off } as const;

/** The links mailed about an account's address. */
export type EmailLinkPurpose = 'verifyEmail' | 'changeEmail' | 'revertEmail';

/**
 * A one-time link that no longer works, told apart by the server's code (LINK_EXPIRED,
 * LINK_USED, LINK_INVALID), with the way on that fits: a new reset link, or the login.
 */
export function LinkProblemPanel({
  problem,
  purpose,
}: {
  problem: LinkProblem;
  purpose: EmailLinkPurpose | 'resetPassword' | 'invitation';
}) {
  const { t } = useTranslation();
  return (
    <OutcomePanel
      testId={`link-${problem}`}
      icon={icons[problem]}
      tone={problem === 'used' ? 'neutral' : 'warning'}
      title={t(`auth.link.${purpose}.${problem}Title`)}
      actions={
        purpose === 'resetPassword' && problem !== 'used' ? (
          <>
            <Link to={paths.forgotPassword} className={buttonStyles()}>
              {t('auth.reset.requestNew')}
            </Link>
            <Link to={paths.login()} className={buttonStyles({ variant: 'secondary' })}>
              {t('actions.backToLogin')}
            </Link>
          </>
        ) : (
          <Link to={paths.login()} className={buttonStyles()}>
            {t('actions.logIn')}
          </Link>
        )
      }
    >
      <p>{t(`auth.link.${purpose}.${problem}`)}</p>
    </OutcomePanel>
  );
}
