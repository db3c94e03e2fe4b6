import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';

/** /error: where flows send the customer when something failed on the way. */
export function ErrorRoute() {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={TriangleAlert}
      tone="danger"
      eyebrow={t('errors.generic.eyebrow')}
      title={t('errors.generic.title')}
      description={t('errors.generic.description')}
      actions={
        <Link to={paths.home} className={buttonStyles()}>
          {t('actions.backHome')}
        </Link>
      }
    />
  );
}
