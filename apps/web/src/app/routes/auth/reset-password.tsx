import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { paths } from '@/config/paths';

export function ResetPasswordRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={LockKeyhole}
      title={t('pages.resetPassword.title')}
      description={t('pages.resetPassword.description')}
      empty={t('pages.resetPassword.empty')}
    >
      <Link to={paths.login()} className={buttonStyles({ variant: 'secondary' })}>
        {t('actions.backToLogin')}
      </Link>
    </PlaceholderPage>
  );
}
