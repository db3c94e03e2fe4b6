import { CalendarX2, CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { HomeOrRetry } from '@/components/ui/home-or-retry';
import { StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { isNotFound } from '../utils/booking-errors';

/**
 * A booking page whose booking could not be read: no such booking (a wrong or old link; the
 * lookup by booking number and home are the ways on) or a failure worth another try.
 */
export function BookingLoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return isNotFound(error) ? (
    <StatusView
      icon={CircleHelp}
      title={t('prebooking.result.notFoundTitle')}
      description={t('prebooking.result.notFoundDescription')}
      actions={
        <>
          <Link to={paths.home} className={buttonStyles({ variant: 'secondary' })}>
            {t('actions.backHome')}
          </Link>
          <Link to={paths.checkDetails} className={buttonStyles()}>
            {t('prebooking.result.findBooking')}
          </Link>
        </>
      }
    />
  ) : (
    <StatusView
      icon={CalendarX2}
      tone="danger"
      title={t('prebooking.result.loadFailed')}
      description={errorMessage(error)}
      actions={
        <HomeOrRetry
          homeLabel={t('actions.backHome')}
          retryLabel={t('actions.tryAgain')}
          onRetry={onRetry}
        />
      }
    />
  );
}
