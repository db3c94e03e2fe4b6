import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ResetPasswordForm } from '@/features/staff-auth/components/reset-password-form';

/** /reset-password/{token}: a new password from the link in the reset mail. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const { token } = useParams();
  return (
    <div className="w-full space-y-8 py-8 animate-fade-in">
      <PageHeader
        title={t('pages.resetPassword.title')}
        description={t('pages.resetPassword.description')}
      />
      <ResetPasswordForm token={token} />
    </div>
  );
}
