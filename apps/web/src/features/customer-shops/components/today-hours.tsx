import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** "Open now · 09:00–19:00", "Closed · 10:00–18:00" or "Closed today" (the shop's clock). */
export function TodayHours({
  shop,
  className,
}: {
  shop: { open: boolean; openTime: string | null; closeTime: string | null };
  className?: string;
}) {
  const { t } = useTranslation();
  const hasHours = shop.openTime !== null && shop.closeTime !== null;
  if (!hasHours && !shop.open) {
    return <span className={cn('min-w-0 font-medium', className)}>{t('shops.closedToday')}</span>;
  }
  const isAllDay = shop.openTime === '00:00' && shop.closeTime === '24:00';
  return (
    <span className={cn('min-w-0', className)}>
      <span
        className={cn(
          'font-medium',
          shop.open ? 'text-emerald-700 dark:text-emerald-400' : 'text-zinc-700 dark:text-zinc-300',
        )}
      >
        {shop.open ? t('shops.openNow') : t('shops.closedNow')}
      </span>
      <span aria-hidden> · </span>
      <span className="sr-only">, </span>
      {!hasHours
        ? t('shops.closedToday')
        : isAllDay
          ? t('shops.allDay')
          : t('shops.today', { hours: `${shop.openTime}–${shop.closeTime}` })}
    </span>
  );
}
