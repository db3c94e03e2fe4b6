import type { ShopDetail } from '@jono/contract/api/shops';
import type { QueueState } from '@jono/contract/events';
import {
  Images,
  MessageSquareQuote,
  Scissors,
  SlidersHorizontal,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { BarberChoice } from '@/components/team/barber-choice';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AdditionalServices } from '@/features/customer-cart/components/additional-services';
import { CartBar, CartSummary } from '@/features/customer-cart/components/cart-summary';
import { ServiceMenu } from '@/features/customer-cart/components/service-menu';
import { useNotDoneWords } from '@/features/customer-cart/hooks/use-not-done-words';
import { useShopCart } from '@/features/customer-cart/hooks/use-shop-cart';
import { barberChosen, selectChosenBarberId } from '@/features/customer-cart/stores/cart-slice';
import { LazyCustomerDetailsForm } from '@/features/customer-details/components/lazy-customer-details-form';
import { useCustomerDetails } from '@/features/customer-details/hooks/use-customer-details';
import {
  type CustomerState,
  customerDetailsSaved,
} from '@/features/customer-details/stores/customer-slice';
import { JoinAction } from '@/features/customer-queue/components/join-action';
import { ShopReviews } from '@/features/customer-reviews/components/shop-reviews';
import { NotTakingWalkIns } from '@/features/customer-shops/components/not-taking-walk-ins';
import { OpeningHours } from '@/features/customer-shops/components/opening-hours';
import { ShopGallery } from '@/features/customer-shops/components/shop-gallery';
import { ShopHeader } from '@/features/customer-shops/components/shop-header';
import { ShopPageSkeleton } from '@/features/customer-shops/components/shop-page-skeleton';
import { useFollowedShopQueue } from '@/features/customer-shops/hooks/use-followed-shop-queue';
import { useStepwiseCount } from '@/lib/use-stepwise-count';
import { PageSection } from './page-section';
import { ShopRoute } from './shop-route';

/** Steps the shop's page renders in, a task each. */
const renderStages = 3;

/** The extras a customer may ask for (no wash, a quiet visit), when the shop offers any. */
function ExtrasSection({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  if (Object.keys(shop.additionalServices).length === 0) return null;
  return (
    <PageSection
      title={t('cart.extrasTitle')}
      icon={<SlidersHorizontal aria-hidden className="size-5 text-amber-600 dark:text-amber-400" />}
      description={t('cart.extrasHint')}
    >
      <Card className="px-5 py-1">
        <AdditionalServices shopId={shop.id} options={shop.additionalServices} />
      </Card>
    </PageSection>
  );
}

/** Below the order: the hours (on a phone; the side column has them on a wide screen), photos, reviews. */
function AboutTheShop({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <OpeningHours shop={shop} className="lg:hidden" />
      {shop.gallery.length > 0 ? (
        <PageSection
          title={t('shopPage.gallery.title')}
          icon={<Images aria-hidden className="size-5 text-amber-600 dark:text-amber-400" />}
        >
          <ShopGallery shopName={shop.name} photos={shop.gallery} />
        </PageSection>
      ) : null}
      <div id="reviews" className="scroll-mt-24">
        <PageSection
          title={t('reviews.shop.title')}
          icon={
            <MessageSquareQuote aria-hidden className="size-5 text-amber-600 dark:text-amber-400" />
          }
        >
          <ShopReviews shopId={shop.id} />
        </PageSection>
      </div>
    </>
  );
}

/** Who is joining: the details form, filled from the last visit. */
function DetailsSection({
  formId,
  onDetailsChange,
  onSubmit,
}: {
  formId: string;
  onDetailsChange: (details: CustomerState | null) => void;
  onSubmit: (details: CustomerState) => void;
}) {
  const { t } = useTranslation();
  const { details } = useCustomerDetails();
  return (
    <PageSection
      title={t('customerForm.title')}
      icon={<UserRound aria-hidden className="size-5 text-amber-600 dark:text-amber-400" />}
      description={t('customerForm.description')}
    >
      <Card className="p-5">
        <LazyCustomerDetailsForm
          id={formId}
          defaultValues={{ name: details.name, phone: details.phone, email: details.email }}
          onDetailsChange={onDetailsChange}
          onSubmit={onSubmit}
        />
      </Card>
    </PageSection>
  );
}

/** The wide screen's side column: the order, the join button and what still blocks it, the hours. */
function JoinAside({
  shop,
  formId,
  queueState,
  blocker,
  withHours,
}: {
  shop: ShopDetail;
  formId: string;
  queueState: QueueState;
  blocker: string | null;
  withHours: boolean;
}) {
  return (
    <aside className="hidden space-y-6 lg:sticky lg:top-24 lg:block">
      <CartSummary shopId={shop.id} categories={shop.categories}>
        <JoinAction shopId={shop.id} formId={formId} queueState={queueState} blocker={blocker} />
        {queueState === 'open' && blocker ? (
          <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">{blocker}</p>
        ) : null}
      </CartSummary>
      {withHours ? <OpeningHours shop={shop} /> : null}
    </aside>
  );
}

/** The shop's services by category, to add to the order. */
function ServicesSection({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const hasCategories = shop.categories.length > 0;
  return (
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
  );
}

/** Any barber or a named one, with each one's wait and what they do not do of the order. */
function BarbersSection({
  shop,
  notDoneBy,
}: {
  shop: ShopDetail;
  notDoneBy: ReturnType<typeof useNotDoneWords>['of'];
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const chosenBarberId = useSelector((state: Parameters<typeof selectChosenBarberId>[0]) =>
    selectChosenBarberId(state, shop.id),
  );
  return (
    <PageSection
      title={t('barbers.title')}
      icon={<UsersRound aria-hidden className="size-5 text-amber-600 dark:text-amber-400" />}
    >
      <BarberChoice
        team={shop.team}
        timezone={shop.timezone}
        anyWaitMinutes={shop.waitingTime}
        value={chosenBarberId}
        onChange={(barberId) => dispatch(barberChosen({ shopId: shop.id, barberId }))}
        notDoneBy={notDoneBy}
      />
    </PageSection>
  );
}

/** The shop's page: build a walk-in order (services, extras, barber, details) and join. */
function ShopPage({ shop, refetch }: { shop: ShopDetail; refetch: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const formId = useId();
  const [details, setDetails] = useState<CustomerState | null>(null);
  const { services } = useShopCart(shop.id);
  const chosenBarberId = useSelector((state: Parameters<typeof selectChosenBarberId>[0]) =>
    selectChosenBarberId(state, shop.id),
  );
  const { queueState, fullReason } = useFollowedShopQueue(shop, refetch);

  const notDone = useNotDoneWords(shop, chosenBarberId);
  const notDoneWords = notDone.blocker;
  const blocker =
    services.length === 0
      ? t('cart.chooseService')
      : (notDoneWords ?? (details === null ? t('cart.addDetails') : null));

  const join = (accepted: CustomerState) => {
    if (queueState !== 'open' || services.length === 0 || notDoneWords) return;
    dispatch(customerDetailsSaved(accepted));
    navigate(paths.orderSummary);
  };

  // The first screen (header, services, the order bar) renders at once; the sections below it
  // and the wide screen's side column follow in tasks of their own (lib/use-stepwise-count).
  const stage = useStepwiseCount(renderStages, 1);

  return (
    <div>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <div className="min-w-0 space-y-8">
          <ShopHeader shop={shop} />
          <NotTakingWalkIns
            shopId={shop.id}
            queueState={queueState}
            fullReason={fullReason}
            maxWaitMinutes={shop.maxWaitMinutes}
          />

          <ServicesSection shop={shop} />

          {stage >= 2 ? <ExtrasSection shop={shop} /> : null}

          {stage >= 2 && shop.team.length > 0 ? (
            <BarbersSection shop={shop} notDoneBy={notDone.of} />
          ) : null}

          {stage >= 2 ? (
            <DetailsSection formId={formId} onDetailsChange={setDetails} onSubmit={join} />
          ) : null}

          {stage >= 3 ? <AboutTheShop shop={shop} /> : null}
        </div>

        {stage >= 2 ? (
          <JoinAside
            shop={shop}
            formId={formId}
            queueState={queueState}
            blocker={blocker}
            withHours={stage >= 3}
          />
        ) : null}
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

/** /barbershop/{id}: one shop, its live queue, and building a walk-in order there. */
export function BarbershopRoute() {
  const { t } = useTranslation();
  return (
    <ShopRoute pageTitle={t('pages.barbershop.title')} skeleton={<ShopPageSkeleton />}>
      {(shop, refetch) => <ShopPage shop={shop} refetch={refetch} />}
    </ShopRoute>
  );
}
