import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';

export function OrderNotFoundRoute() {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={SearchX}
      tone="warning"
      eyebrow={t('errors.orderNotFound.eyebrow')}
      title={t('errors.orderNotFound.title')}
      description={t('errors.orderNotFound.description')}
      actions={
        <>
          <Link to={paths.checkDetails} className={buttonStyles({ variant: 'secondary' })}>
            {t('actions.checkOrder')}
          </Link>
          <Link to={paths.home} className={buttonStyles()}>
            {t('actions.backHome')}
          </Link>
        </>
      }
    />
  );
}
