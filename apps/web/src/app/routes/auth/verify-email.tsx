import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useVerifyEmailMutation } from '@/features/staff-auth/api/verify-email';
import { EmailLinkStatus } from '@/features/staff-auth/components/email-link-status';

/** /verify-email/{token}: the link of the verification mail. */
export function VerifyEmailRoute() {
  const { t } = useTranslation();
  const { token } = useParams();
  const [verifyEmail] = useVerifyEmailMutation();
  return (
    <div className="w-full space-y-8 py-8 animate-fade-in">
      <PageHeader
        title={t('pages.verifyEmail.title')}
        description={t('pages.verifyEmail.description')}
      />
      <EmailLinkStatus
        purpose="verifyEmail"
        token={token}
        send={(linkToken) => verifyEmail(linkToken).unwrap()}
      />
    </div>
  );
}
