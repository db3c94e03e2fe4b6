import type { ShopDetail } from '@jono/contract/api/shops';
import { skipToken } from '@reduxjs/toolkit/query';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { LoadingView } from '@/components/ui/loading-view';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import {
  orderFailed,
  orderFulfilled,
  orderSubmitted,
  selectCart,
  selectCartTotals,
  selectDoneByBarber,
} from '@/features/customer-cart/stores/cart-slice';
import { CustomerDetailsCard } from '@/features/customer-details/components/customer-details-card';
import { useCustomerDetails } from '@/features/customer-details/hooks/use-customer-details';
import { useQueueShopQuery } from '@/features/customer-queue/api/queue-shop';
import { ChosenBarberCard } from '@/features/customer-queue/components/chosen-barber-card';
import { ChosenServicesCard } from '@/features/customer-queue/components/chosen-services-card';
import { JoinQueueAside } from '@/features/customer-queue/components/join-queue-aside';
import { JoiningShopCard } from '@/features/customer-queue/components/joining-shop-card';
import { QueueShopProblem } from '@/features/customer-queue/components/queue-shop-problem';
import { useJoinQueue } from '@/features/customer-queue/hooks/use-join-queue';
import { useLiveShop } from '@/features/customer-shops/hooks/use-live-shop';
import { selectSharedPosition } from '@/features/customer-shops/stores/geolocation-slice';
import { OrderPageEmpty } from './order-page-empty';
import { OrderPageLayout, OrderPageSkeleton } from './order-page-layout';

type QueueJoin = ReturnType<typeof useJoinQueue>;

/**
 * The order at a shop that has been read: the shop, the services, the barber and the
 * customer's details, and beside them the totals and the button that joins the queue.
 */
function JoinQueueOrder({
  shop,
  join,
  alreadyWaiting,
}: {
  shop: ShopDetail;
  join: QueueJoin['join'];
  alreadyWaiting: QueueJoin['alreadyWaiting'];
}) {
  const cart = useSelector(selectCart);
  const totals = useSelector(selectCartTotals);
  // The lines at the chosen barber's prices and lengths, as the totals are.
  const { services: doneServices } = useSelector(selectDoneByBarber);
  const position = useSelector(selectSharedPosition);
  // Signed-in staff pass the pages' check without customer details of their own.
  const { details: customer, hasDetails } = useCustomerDetails();
  // A cart saved before barbers could be chosen has none: any barber.
  const chosenBarber = shop.team.find((barber) => barber.id === (cart.barberId ?? null)) ?? null;
  const email = customer.isEmailValid && customer.email ? customer.email : undefined;
  const isPending = cart.status === 'pending';

  const confirm = () => {
    if (isPending || !hasDetails) return;
    void join(shop, {
      services: doneServices,
      additionalServices: cart.additionalServices,
      totals,
      customer: { name: customer.name, phone: customer.phone, email },
      position,
      barberId: chosenBarber?.id ?? null,
    });
  };

  return (
    <OrderPageLayout
      aside={
        <JoinQueueAside
          shop={shop}
          totals={totals}
          hasDetails={hasDetails}
          isPending={isPending}
          failure={cart.status === 'failed' ? cart.error : null}
          alreadyWaiting={alreadyWaiting}
          onConfirm={confirm}
        />
      }
    >
      <JoiningShopCard shop={shop} />
      <ChosenServicesCard
        services={doneServices}
        additionalServices={cart.additionalServices}
        shop={shop}
      />
      <ChosenBarberCard barber={chosenBarber} />
      <CustomerDetailsCard
        name={customer.name}
        phone={customer.phone}
        email={email}
        editTo={paths.barbershop(shop.id)}
      />
    </OrderPageLayout>
  );
}

/**
 * The order before it joins the queue. Confirming goes pending, then fulfilled (the tracking
 * page opens and clears the cart) or failed (the reason shows inline and as a toast).
 */
export function OrderSummaryRoute() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const cart = useSelector(selectCart);
  // Kept here, not in the order below: a join that succeeds swaps the order for the loading
  // view before it opens the tracking page.
  const { join, alreadyWaiting } = useJoinQueue({
    onSubmitted: () => dispatch(orderSubmitted()),
    onJoined: () => dispatch(orderFulfilled()),
    onFailed: (message) => dispatch(orderFailed(message)),
  });
  const hasOrder = cart.shopId !== null && cart.services.length > 0;
  const shopQuery = useQueueShopQuery(hasOrder && cart.shopId ? cart.shopId : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  // The queue fills and barbers take breaks while the customer reads: the card follows live.
  const shop = useLiveShop(shopQuery.data, shopQuery.refetch);
  const header = (
    <PageHeader title={t('pages.orderSummary.title')} description={t('order.description')} />
  );

  if (cart.status === 'fulfilled') {
    return <LoadingView label={t('order.opening')} fullScreen={false} />;
  }
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

  return (
    <div className="space-y-8 pb-20 lg:pb-0">
      {header}
      {shopQuery.isLoading || (shopQuery.isFetching && !shop) ? (
        <OrderPageSkeleton label={t('order.loading')} />
      ) : !shop ? (
        <QueueShopProblem error={shopQuery.error} onRetry={() => void shopQuery.refetch()} />
      ) : (
        <JoinQueueOrder shop={shop} join={join} alreadyWaiting={alreadyWaiting} />
      )}
    </div>
  );
}
