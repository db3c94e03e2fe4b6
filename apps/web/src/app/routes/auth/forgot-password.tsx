import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { ForgotPasswordForm } from '@/features/staff-auth/components/forgot-password-form';

/** /forgot-password: asks for a reset link by email. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <div className="w-full space-y-8 py-8 animate-fade-in">
      <PageHeader
        title={t('pages.forgotPassword.title')}
        description={t('pages.forgotPassword.description')}
      />
      <ForgotPasswordForm />
    </div>
  );
}
