import type { ShopDetail } from '@jono/contract/api/shops';
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

/** The shop's page: build a walk-in order (services, extras, barber, details) and join. */
function ShopPage({ shop, refetch }: { shop: ShopDetail; refetch: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const formId = useId();
  const { details: savedDetails } = useCustomerDetails();
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

  const hasCategories = shop.categories.length > 0;
  // The first screen (header, services, the order bar) renders at once; the sections below it
  // and the wide screen's side column follow in tasks of their own (lib/use-stepwise-count).
  const stage = useStepwiseCount(renderStages, 1);

  return (
    <div>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <div className="min-w-0 space-y-8">
          <ShopHeader shop={shop} />
          <NotTakingWalkIns shopId={shop.id} queueState={queueState} fullReason={fullReason} />

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

          {stage >= 2 && Object.keys(shop.additionalServices).length > 0 ? (
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

          {stage >= 2 && shop.team.length > 0 ? (
            <PageSection
              title={t('barbers.title')}
              icon={
                <UsersRound aria-hidden className="size-5 text-amber-600 dark:text-amber-400" />
              }
            >
              <BarberChoice
                team={shop.team}
                timezone={shop.timezone}
                anyWaitMinutes={shop.waitingTime}
                value={chosenBarberId}
                onChange={(barberId) => dispatch(barberChosen({ shopId: shop.id, barberId }))}
                notDoneBy={notDone.of}
              />
            </PageSection>
          ) : null}

          {stage >= 2 ? (
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
          ) : null}

          {stage >= 3 ? <OpeningHours shop={shop} className="lg:hidden" /> : null}

          {stage >= 3 && shop.gallery.length > 0 ? (
            <PageSection
              title={t('shopPage.gallery.title')}
              icon={<Images aria-hidden className="size-5 text-amber-600 dark:text-amber-400" />}
            >
              <ShopGallery shopName={shop.name} photos={shop.gallery} />
            </PageSection>
          ) : null}

          {stage >= 3 ? (
            <div id="reviews" className="scroll-mt-24">
              <PageSection
                title={t('reviews.shop.title')}
                icon={
                  <MessageSquareQuote
                    aria-hidden
                    className="size-5 text-amber-600 dark:text-amber-400"
                  />
                }
              >
                <ShopReviews shopId={shop.id} />
              </PageSection>
            </div>
          ) : null}
        </div>

        {stage >= 2 ? (
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
            {stage >= 3 ? <OpeningHours shop={shop} /> : null}
          </aside>
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
