import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useRevertEmailChangeMutation } from '@/features/staff-auth/api/email-change-links';
import { EmailLinkStatus } from '@/features/staff-auth/components/email-link-status';
import { sessionEnded } from '@/lib/session-events';

/**
 * /revert-email/{token}: the link the old address receives when someone asks to move the
 * account. The server restores the address and ends every session, this browser's too; whoever
 * asked may know the password, so choosing a new one comes first.
 */
export function RevertEmailRoute() {
  const { t } = useTranslation();
  const { token } = useParams();
  const dispatch = useDispatch();
  const [revertEmailChange] = useRevertEmailChangeMutation();
  return (
    <div className="w-full space-y-8 py-8 animate-fade-in">
      <PageHeader
        title={t('pages.revertEmail.title')}
        description={t('pages.revertEmail.description')}
      />
      <EmailLinkStatus
        purpose="revertEmail"
        token={token}
        send={(linkToken) => revertEmailChange(linkToken).unwrap()}
        onDone={() => dispatch(sessionEnded())}
        doneActions={
          <>
            <Link to={paths.forgotPassword} className={buttonStyles()}>
              {t('auth.revertEmail.newPassword')}
            </Link>
            <Link to={paths.login()} className={buttonStyles({ variant: 'secondary' })}>
              {t('actions.logIn')}
            </Link>
          </>
        }
      />
    </div>
  );
}
