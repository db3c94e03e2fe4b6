import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { paths } from '@/config/paths';

export function VerifyEmailRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={MailCheck}
      title={t('pages.verifyEmail.title')}
      description={t('pages.verifyEmail.description')}
      empty={t('pages.verifyEmail.empty')}
    >
      <Link to={paths.login()} className={buttonStyles({ variant: 'secondary' })}>
        {t('actions.backToLogin')}
      </Link>
    </PlaceholderPage>
  );
}
