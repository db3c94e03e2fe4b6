import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/staff-auth/components/reset-password-form';

/**
 * /reset-password/{token}: a new password from the link in the reset mail. Invitations
 * mailed before the invitation page existed point here with `?invite=1`: they go there.
 */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const { token } = useParams();
  const [search] = useSearchParams();
  if (token && search.get('invite') === '1') {
    return <Navigate replace to={paths.acceptInvitation(token)} />;
  }
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
