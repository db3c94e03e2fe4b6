import { CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';

export function PaymentFailedRoute() {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={CircleX}
      tone="danger"
      eyebrow={t('booking.fee')}
      title={t('pages.paymentFailed.title')}
      description={t('pages.paymentFailed.description')}
      actions={
        <>
          <Link to={paths.home} className={buttonStyles({ variant: 'secondary' })}>
            {t('actions.backHome')}
          </Link>
          <Link to={paths.preBooking} className={buttonStyles()}>
            {t('actions.tryAgain')}
          </Link>
        </>
      }
    />
  );
}
