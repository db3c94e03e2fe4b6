import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';
import { HomeLink } from './home-link';

/** The booking's time is no longer the customer's: home, or pick a new time at the shop. */
export function TimeLostView({
  shopId,
  eyebrow,
  title,
  description,
}: {
  shopId: string;
  eyebrow?: string;
  title: string;
  description: string;
}) {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={CalendarX2}
      tone="warning"
      eyebrow={eyebrow}
      title={title}
      description={description}
      actions={
        <>
          <HomeLink />
          <Link to={paths.preBookingBarbershop(shopId)} className={buttonStyles()}>
            {t('prebooking.result.pickNewTime')}
          </Link>
        </>
      }
    />
  );
}
