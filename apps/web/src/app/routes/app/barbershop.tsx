import type { ShopDetail } from '@jono/contract/api/shops';
import type { QueueState } from '@jono/contract/events';
import {
  CalendarClock,
  CircleSlash,
  Scissors,
  SlidersHorizontal,
  UserRound,
  Users,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AdditionalServices } from '@/features/cart/components/additional-services';
import { CartBar, CartSummary } from '@/features/cart/components/cart-summary';
import { ServiceMenu } from '@/features/cart/components/service-menu';
import { useShopCart } from '@/features/cart/hooks/use-shop-cart';
import { LazyCustomerDetailsForm } from '@/features/customer/components/lazy-customer-details-form';
import { useCustomerDetails } from '@/features/customer/hooks/use-customer-details';
import {
  type CustomerState,
  customerDetailsSaved,
} from '@/features/customer/stores/customer-slice';
import { OpeningHours } from '@/features/shops/components/opening-hours';
import { ShopHeader } from '@/features/shops/components/shop-header';
import { useLiveShopQueues } from '@/features/shops/hooks/use-live-shop-queues';
import { useAnnouncedShopQueue, useShopQueue } from '@/features/shops/hooks/use-shop-queue';
import { notify } from '@/lib/toast';
import { ShopRoute } from './shop-route';

function PageSection({
  title,
  icon,
  description,
  children,
}: {
  title: string;
  icon: ReactNode;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2
          id={headingId}
          className="flex items-center gap-2 font-bold text-xl tracking-tight text-zinc-950 dark:text-white"
        >
          {icon}
          {title}
        </h2>
        {description ? (
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** Why walk-ins are not taken now, and the way to book instead (spec section 2). */
function NotTakingWalkIns({ shopId, queueState }: { shopId: string; queueState: QueueState }) {
  const { t } = useTranslation();
  if (queueState === 'open') return null;
  const isFull = queueState === 'full';
  return (
    <div
      role="status"
      className="flex flex-col gap-4 rounded-2xl border border-amber-300/70 bg-amber-50 p-5 sm:flex-row sm:items-center dark:border-amber-400/25 dark:bg-amber-400/10"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300">
        {isFull ? (
          <Users aria-hidden className="size-5" />
        ) : (
          <CircleSlash aria-hidden className="size-5" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-amber-950 dark:text-amber-100">
          {isFull ? t('shopPage.fullTitle') : t('shopPage.closedTitle')}
        </p>
        <p className="mt-0.5 text-sm text-amber-900/80 dark:text-amber-200/80">
          {isFull ? t('shopPage.fullDescription') : t('shopPage.closedDescription')}
        </p>
      </div>
      <Link to={paths.preBookingBarbershop(shopId)} className={buttonStyles()}>
        <CalendarClock aria-hidden className="size-4" />
        {t('shopPage.preBookInstead')}
      </Link>
    </div>
  );
}

/**
 * Join while the queue is open (needs a service and acceptable details); otherwise the way
 * to book. The button submits the details form, so Enter in a field presses it too.
 */
function JoinAction({
  shopId,
  formId,
  queueState,
  blocker,
  size = 'lg',
}: {
  shopId: string;
  formId: string;
  queueState: QueueState;
  blocker: string | null;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  if (queueState !== 'open') {
    return (
      <Link
        to={paths.preBookingBarbershop(shopId)}
        className={buttonStyles({ size, className: size === 'lg' ? 'w-full' : '' })}
      >
        {t('shopPage.preBookInstead')}
      </Link>
    );
  }
  return (
    <button
      type="submit"
      form={formId}
      disabled={blocker !== null}
      className={buttonStyles({ size, className: size === 'lg' ? 'w-full' : '' })}
    >
      {t('cart.joinQueue')}
    </button>
  );
}

function ShopPage({ shop, refetch }: { shop: ShopDetail; refetch: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const formId = useId();
  const { details: savedDetails } = useCustomerDetails();
  const [details, setDetails] = useState<CustomerState | null>(null);
  const { services } = useShopCart(shop.id);
  const { queueState } = useShopQueue(shop);
  const announced = useAnnouncedShopQueue(shop.id);

  useLiveShopQueues([shop.id], refetch);

  // A live change of the queue also moves the wait of a walk-in: read it again.
  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  });
  useEffect(() => {
    if (announced) refetchRef.current();
  }, [announced]);

  useEffect(() => {
    if (queueState === 'full')
      notify.error(t('messages.queueFull'), { id: `queue-full-${shop.id}` });
  }, [queueState, shop.id, t]);

  const blocker =
    services.length === 0
      ? t('cart.chooseService')
      : details === null
        ? t('cart.addDetails')
        : null;

  const join = (accepted: CustomerState) => {
    if (queueState !== 'open' || services.length === 0) return;
    dispatch(customerDetailsSaved(accepted));
    navigate(paths.orderSummary);
  };

  const hasCategories = shop.categories.length > 0;

  return (
    <div>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <div className="min-w-0 space-y-8">
          <ShopHeader shop={shop} />
          <NotTakingWalkIns shopId={shop.id} queueState={queueState} />

          <PageSection
            title={t('shopPage.servicesTitle')}
            icon={<Scissors aria-hidden className="size-5 text-amber-600 dark:text-amber-400" />}
            description={hasCategories ? t('shopPage.servicesHint') : undefined}
          >
            {hasCategories ? (
              <ServiceMenu shopId={shop.id} categories={shop.categories} />
            ) : (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('shopPage.noServices')}</p>
            )}
          </PageSection>

          {Object.keys(shop.additionalServices).length > 0 ? (
            <PageSection
              title={t('cart.extrasTitle')}
              icon={
                <SlidersHorizontal
                  aria-hidden
                  className="size-5 text-amber-600 dark:text-amber-400"
                />
              }
              description={t('cart.extrasHint')}
            >
              <Card className="px-5 py-1">
                <AdditionalServices shopId={shop.id} options={shop.additionalServices} />
              </Card>
            </PageSection>
          ) : null}

          <PageSection
            title={t('customerForm.title')}
            icon={<UserRound aria-hidden className="size-5 text-amber-600 dark:text-amber-400" />}
            description={t('customerForm.description')}
          >
            <Card className="p-5">
              <LazyCustomerDetailsForm
                id={formId}
                defaultValues={{
                  name: savedDetails.name,
                  phone: savedDetails.phone,
                  email: savedDetails.email,
                }}
                onDetailsChange={setDetails}
                onSubmit={join}
              />
            </Card>
          </PageSection>

          <OpeningHours shop={shop} className="lg:hidden" />
        </div>

        <aside className="hidden space-y-6 lg:sticky lg:top-24 lg:block">
          <CartSummary shopId={shop.id} categories={shop.categories}>
            <JoinAction
              shopId={shop.id}
              formId={formId}
              queueState={queueState}
              blocker={blocker}
            />
            {queueState === 'open' && blocker ? (
              <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">{blocker}</p>
            ) : null}
          </CartSummary>
          <OpeningHours shop={shop} />
        </aside>
      </div>

      <CartBar shopId={shop.id} note={queueState === 'open' ? blocker : null}>
        <JoinAction
          shopId={shop.id}
          formId={formId}
          queueState={queueState}
          blocker={blocker}
          size="md"
        />
      </CartBar>
    </div>
  );
}

/** The shop card and the service list, as placeholders. */
function ShopPageSkeleton() {
  return (
    <>
      <div
        aria-hidden
        className="animate-pulse rounded-3xl border border-zinc-200 bg-white p-5 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/70"
      >
        <div className="flex gap-4">
          <div className="size-20 rounded-3xl bg-zinc-200 sm:size-24 dark:bg-zinc-800" />
          <div className="flex-1 space-y-3 pt-2">
            <div className="h-6 w-2/3 rounded bg-zinc-200 dark:bg-zinc-800" />
            <div className="h-4 w-1/2 rounded bg-zinc-100 dark:bg-zinc-800/70" />
            <div className="h-6 w-40 rounded-full bg-zinc-100 dark:bg-zinc-800/70" />
          </div>
        </div>
        <div className="mt-6 grid grid-cols-3 gap-3">
          <div className="h-16 rounded-xl bg-zinc-100 dark:bg-zinc-800/70" />
          <div className="h-16 rounded-xl bg-zinc-100 dark:bg-zinc-800/70" />
          <div className="h-16 rounded-xl bg-zinc-100 dark:bg-zinc-800/70" />
        </div>
      </div>
      <div aria-hidden className="animate-pulse space-y-3">
        <div className="h-6 w-40 rounded bg-zinc-200 dark:bg-zinc-800" />
        <div className="h-28 rounded-2xl bg-zinc-100 dark:bg-zinc-800/70" />
        <div className="h-28 rounded-2xl bg-zinc-100 dark:bg-zinc-800/70" />
      </div>
    </>
  );
}

/** /barbershop/{id}: one shop, its live queue, and building a walk-in order there. */
export function BarbershopRoute() {
  const { t } = useTranslation();
  return (
    <ShopRoute pageTitle={t('pages.barbershop.title')} skeleton={<ShopPageSkeleton />}>
      {(shop, refetch) => <ShopPage shop={shop} refetch={refetch} />}
    </ShopRoute>
  );
}
