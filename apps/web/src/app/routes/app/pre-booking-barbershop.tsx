import type { ShopDetail } from '@jono/contract/api/shops';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { BookingStep } from '@/features/customer-booking/components/booking-step';
import { BookingUnavailable } from '@/features/customer-booking/components/booking-unavailable';
import { ChosenTimeSummary } from '@/features/customer-booking/components/chosen-time-summary';
import { PreBookingContinueButton } from '@/features/customer-booking/components/pre-booking-continue-button';
import { PreBookingSkeleton } from '@/features/customer-booking/components/pre-booking-skeleton';
import { WhenStep } from '@/features/customer-booking/components/when-step';
import { selectPreBooking } from '@/features/customer-booking/stores/pre-booking-slice';
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
import { joinQueueBodyFrom } from '@/features/customer-queue/utils/order-lines';
import { ShopHeader } from '@/features/customer-shops/components/shop-header';
import { ShopRoute } from './shop-route';

/** The pre-booking page: services, a day and a time, the details, then on to confirm. */
function PreBookingPage({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const formId = useId();
  const { details: savedDetails } = useCustomerDetails();
  const [details, setDetails] = useState<CustomerState | null>(null);
  const { services, additionalServices, catalogueTotals, serviceUnits } = useShopCart(shop.id);
  const choice = useSelector(selectPreBooking);
  // One choice of barber per shop, shared with joining the queue there.
  const barberId = useSelector((state: Parameters<typeof selectChosenBarberId>[0]) =>
    selectChosenBarberId(state, shop.id),
  );
  const slot = choice.shopId === shop.id ? choice.selectedSlot : null;
  // Before a service is chosen, the calendar shows room for one slot. Free times are asked
  // for at the catalogue's length with the services: each barber's own length follows.
  const duration = catalogueTotals.totalDuration || shop.booking.slotLengthMinutes;
  const notDone = useNotDoneWords(shop, barberId);
  const notDoneWords = notDone.blocker;

  const blocker =
    services.length === 0
      ? t('prebooking.page.chooseService')
      : (notDoneWords ??
        (slot === null
          ? t('prebooking.page.chooseTime')
          : details === null
            ? t('prebooking.page.addDetails')
            : null));

  const proceed = (accepted: CustomerState) => {
    if (services.length === 0 || slot === null || notDoneWords) return;
    dispatch(customerDetailsSaved(accepted));
    navigate(paths.preOrderConfirm);
  };

  const hasCategories = shop.categories.length > 0;
  // A full day's waitlist takes the order as booking would, without a time or a person yet:
  // any barber, so at the list's prices.
  const waitlistOrder =
    services.length === 0
      ? null
      : (({ payNow: _walkIn, name: _name, phone: _phone, email: _email, ...order }) => order)(
          joinQueueBodyFrom({
            shopId: shop.id,
            services,
            additionalServices,
            totals: catalogueTotals,
            customer: { name: '', phone: '' },
          }),
        );

  return (
    <div>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <div className="min-w-0 space-y-10">
          <ShopHeader shop={shop} />
          <p className="text-base text-zinc-600 dark:text-zinc-400">
            {t('pages.preBookingBarbershop.description')}
          </p>

          <BookingStep
            step={1}
            title={t('shopPage.servicesTitle')}
            description={hasCategories ? t('shopPage.servicesHint') : undefined}
          >
            {hasCategories ? (
              <ServiceMenu shopId={shop.id} categories={shop.categories} />
            ) : (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('shopPage.noServices')}</p>
            )}
            {Object.keys(shop.additionalServices).length > 0 ? (
              <Card className="px-5 py-1">
                <h3 className="pt-4 font-semibold text-base text-zinc-950 dark:text-white">
                  {t('cart.extrasTitle')}
                </h3>
                <AdditionalServices shopId={shop.id} options={shop.additionalServices} />
              </Card>
            ) : null}
          </BookingStep>

          <WhenStep
            shop={shop}
            duration={duration}
            services={serviceUnits}
            hasSlot={slot !== null}
            barber={{
              team: shop.team,
              value: barberId,
              onChange: (chosen) => dispatch(barberChosen({ shopId: shop.id, barberId: chosen })),
              notDoneBy: notDone.of,
            }}
            waitlist={{
              order: waitlistOrder,
              // What the customer typed below, once it holds, else what they saved before.
              known: {
                name: (details ?? savedDetails).name,
                phone: (details ?? savedDetails).phone,
                email: (details ?? savedDetails).email,
              },
            }}
          />

          <BookingStep
            step={3}
            title={t('customerForm.title')}
            description={t('prebooking.page.detailsHint')}
          >
            <Card className="p-5">
              <LazyCustomerDetailsForm
                id={formId}
                defaultValues={{
                  name: savedDetails.name,
                  phone: savedDetails.phone,
                  email: savedDetails.email,
                }}
                requiredEmail={{
                  label: t('prebooking.email.label'),
                  hint: t('prebooking.email.hint'),
                  missing: t('prebooking.email.missing'),
                }}
                onDetailsChange={setDetails}
                onSubmit={proceed}
              />
            </Card>
          </BookingStep>
        </div>

        <aside className="hidden space-y-6 lg:sticky lg:top-24 lg:block">
          <CartSummary shopId={shop.id} categories={shop.categories}>
            <ChosenTimeSummary
              shop={shop}
              duration={duration}
              startAt={slot?.startAt ?? null}
              barberName={shop.team.find((member) => member.id === barberId)?.name ?? null}
            />
            <PreBookingContinueButton formId={formId} blocker={blocker} />
            {blocker ? (
              <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">{blocker}</p>
            ) : null}
          </CartSummary>
        </aside>
      </div>

      <CartBar shopId={shop.id} note={blocker}>
        <PreBookingContinueButton formId={formId} blocker={blocker} size="md" />
      </CartBar>
    </div>
  );
}

/** The shop takes no bookings here: its header, and why, instead of the steps. */
function NoBookingPage({ shop }: { shop: ShopDetail }) {
  return (
    <div className="space-y-8">
      <ShopHeader shop={shop} />
      <BookingUnavailable shopId={shop.id} shopName={shop.name} />
    </div>
  );
}

/** /prebooking/barbershop/{id}: services and add-ons, then a day and a free time. */
export function PreBookingBarbershopRoute() {
  const { t } = useTranslation();
  return (
    <ShopRoute pageTitle={t('pages.preBookingBarbershop.title')} skeleton={<PreBookingSkeleton />}>
      {(shop) =>
        shop.booking.takesBookings ? <PreBookingPage shop={shop} /> : <NoBookingPage shop={shop} />
      }
    </ShopRoute>
  );
}
