import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { paths } from '@/config/paths';

export function LoginRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={KeyRound}
      title={t('pages.login.title')}
      description={t('pages.login.description')}
      empty={t('pages.login.empty')}
    >
      <Link to={paths.forgotPassword} className={buttonStyles({ variant: 'ghost' })}>
        {t('actions.forgotPassword')}
      </Link>
    </PlaceholderPage>
  );
}
