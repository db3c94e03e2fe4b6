import { CalendarX2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/**
 * In place of the booking steps, when the shop takes a fee this server cannot take: said
 * before anything is filled in, with the way in that still works, the walk-in queue.
 */
export function BookingUnavailable({ shopId, shopName }: { shopId: string; shopName: string }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300">
        <CalendarX2 aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-base text-zinc-950 dark:text-white">
          {t('pages.preBookingBarbershop.closedTitle')}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {t('pages.preBookingBarbershop.closedBody', { shop: shopName })}
        </p>
      </div>
      <Link to={paths.barbershop(shopId)} className={buttonStyles()}>
        <Users aria-hidden className="size-4" />
        {t('pages.preBookingBarbershop.closedAction')}
      </Link>
    </Card>
  );
}
