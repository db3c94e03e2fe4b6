import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';

export function ShopNotFoundRoute() {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={Store}
      tone="warning"
      eyebrow={t('errors.shopNotFound.eyebrow')}
      title={t('errors.shopNotFound.title')}
      description={t('errors.shopNotFound.description')}
      actions={
        <Link to={paths.home} className={buttonStyles()}>
          {t('actions.backHome')}
        </Link>
      }
    />
  );
}
