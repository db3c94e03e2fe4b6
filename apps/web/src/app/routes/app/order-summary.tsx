import { skipToken } from '@reduxjs/toolkit/query';
import { ArrowLeft, ArrowRight, Banknote, ShoppingBag } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingView } from '@/components/ui/loading-view';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  cartCleared,
  orderFailed,
  orderSubmitted,
  selectCart,
  selectCartTotals,
} from '@/features/cart/stores/cart-slice';
import { CustomerDetailsList } from '@/features/customer/components/customer-details-list';
import { useCustomerDetails } from '@/features/customer/hooks/use-customer-details';
import { useJoinQueueMutation } from '@/features/queue/api/join-queue';
import { useQueueShopQuery } from '@/features/queue/api/queue-shop';
import { ChosenServicesCard } from '@/features/queue/components/chosen-services-card';
import { OrderSummaryAside } from '@/features/queue/components/order-summary-aside';
import { ShopLocation } from '@/features/queue/components/shop-location';
import { ShopQueueNow } from '@/features/queue/components/shop-queue-now';
import { orderTracked } from '@/features/queue/stores/active-order-slice';
import { joinQueueBodyFrom } from '@/features/queue/utils/order-lines';
import {
  existingOrderIdOf,
  isDefiniteAnswer,
  joinFailureMessage,
  statusOf,
} from '@/features/queue/utils/queue-errors';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { randomId } from '@/lib/random-id';
import { notify } from '@/lib/toast';
import { OrderPageEmpty } from './order-page-empty';

function SummarySkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="space-y-4">
      <Skeleton className="h-24 w-full rounded-2xl" />
      <Skeleton className="h-56 w-full rounded-2xl" />
      <Skeleton className="h-32 w-full rounded-2xl" />
    </div>
  );
}

/**
 * Spec sections 2 and 4: the order before it joins the queue. Confirming goes pending, then
 * fulfilled (the cart is cleared and the tracking page opens) or failed (the reason shows
 * inline and as a toast). Each attempt carries its own Idempotency-Key, kept for a retry of
 * the same order after a lost connection so the server never joins it twice.
 */
export function OrderSummaryRoute() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const cart = useSelector(selectCart);
  const totals = useSelector(selectCartTotals);
  const { details: customer } = useCustomerDetails();
  const [joinQueue] = useJoinQueueMutation();
  const hasOrder = cart.shopId !== null && cart.services.length > 0;
  const shopQuery = useQueueShopQuery(hasOrder && cart.shopId ? cart.shopId : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const shop = shopQuery.data;
  const [openingOrderId, setOpeningOrderId] = useState<string | null>(null);
  const [existingOrderId, setExistingOrderId] = useState<string | null>(null);
  const attempt = useRef<{ payload: string; idempotencyKey: string } | null>(null);
  const isPending = cart.status === 'pending';

  const header = (
    <PageHeader title={t('pages.orderSummary.title')} description={t('order.description')} />
  );

  if (openingOrderId) return <LoadingView label={t('order.opening')} fullScreen={false} />;

  if (!hasOrder || !cart.shopId) {
    return (
      <OrderPageEmpty
        header={header}
        icon={ShoppingBag}
        title={t('order.emptyTitle')}
        description={t('order.emptyDescription')}
        to={paths.home}
        linkLabel={t('order.findShop')}
      />
    );
  }
  const shopId = cart.shopId;

  const confirm = async () => {
    if (isPending || !shop) return;
    const body = joinQueueBodyFrom({
      shopId,
      services: cart.services,
      additionalServices: cart.additionalServices,
      totals,
      customer: {
        name: customer.name,
        phone: customer.phone,
        email: customer.isEmailValid && customer.email ? customer.email : undefined,
      },
    });
    const payload = JSON.stringify(body);
    if (attempt.current?.payload !== payload) {
      attempt.current = { payload, idempotencyKey: randomId() };
    }
    const { idempotencyKey } = attempt.current;
    setExistingOrderId(null);
    dispatch(orderSubmitted());
    try {
      const place = await joinQueue({ body, idempotencyKey }).unwrap();
      dispatch(
        orderTracked({
          orderId: place.orderId,
          shopId,
          shopName: shop.name,
          status: place.status,
          position: place.position,
          waitingTime: place.waitingTime,
        }),
      );
      setOpeningOrderId(place.orderId);
      dispatch(cartCleared());
      navigate(paths.orderTracking(place.orderId), { replace: true });
    } catch (error) {
      const message = joinFailureMessage(error, t);
      dispatch(orderFailed(message));
      setExistingOrderId(existingOrderIdOf(error));
      notify.error(message);
      // The server said no: the next press is a new attempt. Without an answer it may have
      // joined after all, so a retry of the same order keeps the key.
      if (isDefiniteAnswer(error)) attempt.current = null;
    }
  };

  return (
    <div className="space-y-8 pb-20 lg:pb-0">
      {header}
      {shopQuery.isLoading || (shopQuery.isFetching && !shop) ? (
        <SummarySkeleton label={t('order.loading')} />
      ) : !shop ? (
        <Alert
          tone="danger"
          title={
            statusOf(shopQuery.error) === 404
              ? t('errors.shopNotFound.title')
              : t('messages.failedToFetchShop')
          }
        >
          <p>{errorMessage(shopQuery.error, t('messages.failedToFetchShop'))}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {statusOf(shopQuery.error) === 404 ? null : (
              <Button size="sm" variant="secondary" onClick={() => void shopQuery.refetch()}>
                {t('actions.tryAgain')}
              </Button>
            )}
            <Link to={paths.home} className={buttonStyles({ size: 'sm', variant: 'ghost' })}>
              {t('order.findShop')}
            </Link>
          </div>
        </Alert>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="space-y-6">
            <Card className="space-y-4 p-5 sm:p-6">
              <ShopLocation shop={shop} />
              <ShopQueueNow
                queue={shop.queue}
                queueState={shop.queueState}
                waitingTime={shop.waitingTime}
              />
            </Card>

            <ChosenServicesCard
              services={cart.services}
              additionalServices={cart.additionalServices}
              shop={shop}
            />

            <Card className="p-5 sm:p-6">
              <h2 className="font-semibold text-lg text-zinc-950 dark:text-white">
                {t('order.yourDetails')}
              </h2>
              <CustomerDetailsList
                name={customer.name}
                phone={customer.phone}
                email={customer.isEmailValid && customer.email ? customer.email : undefined}
              />
            </Card>
          </div>

          <OrderSummaryAside
            headingId="order-total-heading"
            totalPrice={totals.totalPrice}
            totalDuration={totals.totalDuration}
            currency={shop.currency}
          >
            <p className="flex items-start gap-2 text-sm text-zinc-600 dark:text-zinc-400">
              <Banknote aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('order.payAtShop')}
            </p>
            {cart.status === 'failed' && cart.error ? (
              <Alert tone="danger">
                <p>{cart.error}</p>
                {existingOrderId ? (
                  <Link
                    to={paths.orderTracking(existingOrderId)}
                    className="focus-ring mt-2 inline-flex items-center gap-1 rounded font-semibold underline underline-offset-2"
                  >
                    {t('order.openExistingOrder')}
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                ) : null}
              </Alert>
            ) : null}
            {/* On a phone the button rides along at the bottom of the screen with the total. */}
            <div className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-4 border-zinc-200 border-t bg-white/95 px-4 py-3 shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.25)] backdrop-blur-md lg:static lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none dark:border-zinc-800 dark:bg-zinc-950/95 lg:dark:bg-transparent">
              <p aria-hidden className="shrink-0 lg:hidden">
                <span className="block text-xs text-zinc-500 dark:text-zinc-400">
                  {t('queue.totalPrice')}
                </span>
                <span className="font-bold text-lg tabular-nums text-zinc-950 dark:text-white">
                  {formatMoney(totals.totalPrice, language, shop.currency)}
                </span>
              </p>
              <Button
                size="lg"
                className="min-w-0 flex-1 lg:w-full"
                onClick={confirm}
                disabled={isPending}
                aria-busy={isPending || undefined}
              >
                {isPending ? <Spinner className="size-5 text-zinc-950" /> : null}
                <span className="text-balance text-center leading-tight">
                  {isPending ? t('order.joining') : t('order.confirm')}
                </span>
              </Button>
            </div>
            <Link
              to={paths.barbershop(shopId)}
              className={buttonStyles({ variant: 'ghost', className: 'w-full' })}
            >
              <ArrowLeft aria-hidden className="size-4" />
              {t('order.editOrder')}
            </Link>
          </OrderSummaryAside>
        </div>
      )}
    </div>
  );
}
