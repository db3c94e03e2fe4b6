import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';

/** The catch-all: any path no other route claims. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={Compass}
      eyebrow={t('errors.notFound.eyebrow')}
      title={t('errors.notFound.title')}
      description={t('errors.notFound.description')}
      actions={
        <Link to={paths.home} className={buttonStyles()}>
          {t('actions.backHome')}
        </Link>
      }
    />
  );
}
