import { MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { paths } from '@/config/paths';

export function VerificationMailSentRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={MailOpen}
      title={t('pages.verificationMailSent.title')}
      description={t('pages.verificationMailSent.description')}
      empty={t('pages.verificationMailSent.empty')}
    >
      <Link to={paths.login()} className={buttonStyles({ variant: 'secondary' })}>
        {t('actions.backToLogin')}
      </Link>
    </PlaceholderPage>
  );
}
