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

/**
 * A full day's waitlist takes the order as booking would, without a time or a person yet: any
 * barber, so at the list's prices. No order before a service is chosen.
 */
function waitlistOrderOf(
  shopId: string,
  services: Parameters<typeof joinQueueBodyFrom>[0]['services'],
  additionalServices: Parameters<typeof joinQueueBodyFrom>[0]['additionalServices'],
  totals: Parameters<typeof joinQueueBodyFrom>[0]['totals'],
) {
  if (services.length === 0) return null;
  const {
    payNow: _walkIn,
    name: _name,
    phone: _phone,
    email: _email,
    ...order
  } = joinQueueBodyFrom({
    shopId,
    services,
    additionalServices,
    totals,
    customer: { name: '', phone: '' },
  });
  return order;
}

/** The barber (one choice per shop, shared with joining its queue) and the time chosen here. */
function useBookingChoice(shopId: string) {
  const choice = useSelector(selectPreBooking);
  const barberId = useSelector((state: Parameters<typeof selectChosenBarberId>[0]) =>
    selectChosenBarberId(state, shopId),
  );
  return { barberId, slot: choice.shopId === shopId ? choice.selectedSlot : null };
}

const contactOf = ({ name, phone, email }: CustomerState) => ({ name, phone, email });

/** Step 1: the services by category, and the extras a customer may ask for. */
function ServicesStep({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const hasCategories = shop.categories.length > 0;
  return (
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
  );
}

/** Step 3: who is booking, with the e-mail the booking's mails go to required. */
function DetailsStep({
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
    <BookingStep
      step={3}
      title={t('customerForm.title')}
      description={t('prebooking.page.detailsHint')}
    >
      <Card className="p-5">
        <LazyCustomerDetailsForm
          id={formId}
          defaultValues={{ name: details.name, phone: details.phone, email: details.email }}
          requiredEmail={{
            label: t('prebooking.email.label'),
            hint: t('prebooking.email.hint'),
            missing: t('prebooking.email.missing'),
          }}
          onDetailsChange={onDetailsChange}
          onSubmit={onSubmit}
        />
      </Card>
    </BookingStep>
  );
}

/** The wide screen's side column: the order, the chosen time and barber, and Continue. */
function BookingAside({
  shop,
  formId,
  duration,
  startAt,
  barberId,
  blocker,
}: {
  shop: ShopDetail;
  formId: string;
  duration: number;
  startAt: string | null;
  barberId: string | null;
  blocker: string | null;
}) {
  return (
    <aside className="hidden space-y-6 lg:sticky lg:top-24 lg:block">
      <CartSummary shopId={shop.id} categories={shop.categories}>
        <ChosenTimeSummary
          shop={shop}
          duration={duration}
          startAt={startAt}
          barberName={shop.team.find((member) => member.id === barberId)?.name ?? null}
        />
        <PreBookingContinueButton formId={formId} blocker={blocker} />
        {blocker ? (
          <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">{blocker}</p>
        ) : null}
      </CartSummary>
    </aside>
  );
}

/** The pre-booking page: services, a day and a time, the details, then on to confirm. */
function PreBookingPage({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const formId = useId();
  const { details: savedDetails } = useCustomerDetails();
  const [details, setDetails] = useState<CustomerState | null>(null);
  const { services, additionalServices, catalogueTotals, serviceUnits } = useShopCart(shop.id);
  const { barberId, slot } = useBookingChoice(shop.id);
  // Before a service is chosen, the calendar shows room for one slot. Free times are asked
  // for at the catalogue's length with the services: each barber's own length follows.
  const duration = catalogueTotals.totalDuration || shop.booking.slotLengthMinutes;
  const notDone = useNotDoneWords(shop, barberId);

  // What still stops Continue: the first of these that holds.
  const blocker =
    [
      services.length === 0 && t('prebooking.page.chooseService'),
      notDone.blocker,
      slot === null && t('prebooking.page.chooseTime'),
      details === null && t('prebooking.page.addDetails'),
    ].find((words) => typeof words === 'string') ?? null;

  const proceed = (accepted: CustomerState) => {
    if (services.length === 0 || slot === null || notDone.blocker) return;
    dispatch(customerDetailsSaved(accepted));
    navigate(paths.preOrderConfirm);
  };

  const waitlistOrder = waitlistOrderOf(shop.id, services, additionalServices, catalogueTotals);

  return (
    <div>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <div className="min-w-0 space-y-10">
          <ShopHeader shop={shop} />
          <p className="text-base text-zinc-600 dark:text-zinc-400">
            {t('pages.preBookingBarbershop.description')}
          </p>

          <ServicesStep shop={shop} />

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
              known: contactOf(details ?? savedDetails),
            }}
          />

          <DetailsStep formId={formId} onDetailsChange={setDetails} onSubmit={proceed} />
        </div>

        <BookingAside
          shop={shop}
          formId={formId}
          duration={duration}
          startAt={slot?.startAt ?? null}
          barberId={barberId}
          blocker={blocker}
        />
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
