import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';

/** /verify-email/{token}: the link of the verification mail. */
export function VerifyEmailRoute() {
  const { t } = useTranslation();
  const { token } = useParams();
  return (
    <div className="w-full space-y-8 py-8 animate-fade-in">
      <PageHeader
        title={t('pages.verifyEmail.title')}
        description={t('pages.verifyEmail.description')}
      />
      <VerifyEmailStatus token={token} />
    </div>
  );
}
