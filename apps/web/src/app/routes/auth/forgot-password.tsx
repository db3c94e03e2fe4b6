import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { paths } from '@/config/paths';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={LockKeyhole}
      title={t('pages.forgotPassword.title')}
      description={t('pages.forgotPassword.description')}
      empty={t('pages.forgotPassword.empty')}
    >
      <Link to={paths.login()} className={buttonStyles({ variant: 'secondary' })}>
        {t('actions.backToLogin')}
      </Link>
    </PlaceholderPage>
  );
}
