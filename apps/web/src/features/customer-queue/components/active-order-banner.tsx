import { ArrowRight, Scissors } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMinutes } from '@/lib/format';
import { useLanguage } from '../hooks/use-language';
import { selectActiveOrder } from '../stores/active-order-slice';

const ActiveOrderLive = lazy(() => import('./active-order-live'));

/**
 * "You're number N in line at Shop — Track": leads back to the customer's walk-in order
 * from any page. The layout leaves it out on that order's own tracking page.
 */
export function ActiveOrderBanner({ hiddenForOrderId }: { hiddenForOrderId?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const order = useSelector(selectActiveOrder);
  if (!order || order.orderId === hiddenForOrderId) return null;

  const isInService = order.status === 'in_service';
  const message = isInService
    ? t('queue.banner.inService', { shop: order.shopName })
    : t('queue.banner.waiting', { position: order.position ?? '–', shop: order.shopName });

  return (
    <section
      aria-label={t('queue.banner.label')}
      className="border-amber-300/60 border-b bg-amber-50 dark:border-amber-400/20 dark:bg-amber-400/10"
    >
      <Suspense fallback={null}>
        <ActiveOrderLive orderId={order.orderId} />
      </Suspense>
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2.5 sm:px-6">
        <span
          aria-hidden
          className="grid size-9 shrink-0 place-items-center rounded-xl bg-amber-400 font-bold text-zinc-950 tabular-nums"
        >
          {isInService ? <Scissors className="size-4" /> : (order.position ?? '–')}
        </span>
        <p className="min-w-0 flex-1 text-sm text-amber-950 dark:text-amber-100">
          <span className="font-semibold">{message}</span>
          {isInService ? null : (
            <span className="text-amber-900/80 dark:text-amber-200/80">
              {' · '}
              {order.waitingTime === 0
                ? t('tracking.waitNow')
                : t('tracking.aboutTime', { time: formatMinutes(order.waitingTime, language) })}
            </span>
          )}
        </p>
        <Link
          to={paths.orderTracking(order.orderId)}
          className="focus-ring inline-flex h-9 shrink-0 items-center gap-1 rounded-lg bg-zinc-950 px-3 font-semibold text-sm text-white transition-colors hover:bg-zinc-800 dark:bg-amber-400 dark:text-zinc-950 dark:hover:bg-amber-300"
        >
          {t('queue.banner.track')}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </section>
  );
}
