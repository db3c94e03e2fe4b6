import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';
import { HomeLink } from './home-link';

/**
 * A payment result page (/success or /failed) opened without a booking in its link: with no
 * booking there is no payment to speak of, so it says neither "received" nor "failed" and
 * points to the booking lookup.
 */
export function MissingBooking() {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={CircleHelp}
      title={t('prebooking.result.notFoundTitle')}
      description={t('prebooking.result.missingDescription')}
      actions={
        <>
          <HomeLink />
          <Link to={paths.checkDetails} className={buttonStyles()}>
            {t('prebooking.result.findBooking')}
          </Link>
        </>
      }
    />
  );
}
