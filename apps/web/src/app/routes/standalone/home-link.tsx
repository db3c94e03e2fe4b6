import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Home, the quieter way on beside the page's main action. */
export function HomeLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className={buttonStyles({ variant: 'secondary' })}>
      {t('actions.backHome')}
    </Link>
  );
}
