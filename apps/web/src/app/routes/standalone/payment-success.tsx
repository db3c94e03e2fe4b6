import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';

export function PaymentSuccessRoute() {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={CircleCheck}
      tone="success"
      eyebrow={t('booking.fee')}
      title={t('pages.paymentSuccess.title')}
      description={t('pages.paymentSuccess.description')}
      actions={
        <Link to={paths.home} className={buttonStyles()}>
          {t('actions.backHome')}
        </Link>
      }
    />
  );
}
