import type { ShopDetail } from '@jono/contract/api/shops';
import { ArrowRight, CalendarCheck2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { BookingFeeNote } from '@/features/booking/components/booking-fee-note';
import { BookingStep } from '@/features/booking/components/booking-step';
import { BookingDateTimePicker } from '@/features/booking/components/date-time-picker';
import { useChosenTime } from '@/features/booking/hooks/use-chosen-time';
import { selectPreBooking } from '@/features/booking/stores/pre-booking-slice';
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
import { ShopHeader } from '@/features/shops/components/shop-header';
import { ShopRoute } from './shop-route';

/** Set by the confirmation page when the chosen time could not be booked after all. */
export interface PreBookingLocationState {
  lostSlot?: 'taken' | 'notBookable';
}

/** Continue to the confirmation; it submits the details form, so Enter in a field presses it too. */
function ContinueButton({
  formId,
  blocker,
  size = 'lg',
}: {
  formId: string;
  blocker: string | null;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      form={formId}
      disabled={blocker !== null}
      data-testid="prebooking-continue"
      className={buttonStyles({ size, className: size === 'lg' ? 'w-full' : '' })}
    >
      {t('prebooking.page.continue')}
      <ArrowRight aria-hidden className="size-4" />
    </button>
  );
}

function PreBookingPage({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const formId = useId();
  const { details: savedDetails } = useCustomerDetails();
  const [details, setDetails] = useState<CustomerState | null>(null);
  const { services, totals } = useShopCart(shop.id);
  const choice = useSelector(selectPreBooking);
  const slot = choice.shopId === shop.id ? choice.selectedSlot : null;
  const lostSlot = (location.state as PreBookingLocationState | null)?.lostSlot;
  const whenRef = useRef<HTMLDivElement>(null);
  // Before a service is chosen, the calendar shows room for one slot.
  const duration = totals.totalDuration || shop.booking.slotLengthMinutes;
  const chosenTime = useChosenTime(shop.id, duration);

  // Sent back because the time was lost: straight to choosing another one.
  useEffect(() => {
    if (lostSlot) whenRef.current?.scrollIntoView?.({ block: 'start' });
  }, [lostSlot]);

  const blocker =
    services.length === 0
      ? t('prebooking.page.chooseService')
      : slot === null
        ? t('prebooking.page.chooseTime')
        : details === null
          ? t('prebooking.page.addDetails')
          : null;

  const proceed = (accepted: CustomerState) => {
    if (services.length === 0 || slot === null) return;
    dispatch(customerDetailsSaved(accepted));
    navigate(paths.preOrderConfirm);
  };

  const hasCategories = shop.categories.length > 0;

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

          <div ref={whenRef} className="scroll-mt-24">
            <BookingStep
              step={2}
              title={t('prebooking.page.whenTitle')}
              description={t('prebooking.page.whenHint')}
            >
              {lostSlot && slot === null ? (
                <Alert tone="warning" role="alert" title={t(`prebooking.page.${lostSlot}Title`)}>
                  {t(`prebooking.page.${lostSlot}`)}
                </Alert>
              ) : null}
              <BookingDateTimePicker
                shopId={shop.id}
                timezone={shop.timezone}
                horizonDays={shop.booking.horizonDays}
                duration={duration}
              />
            </BookingStep>
          </div>

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
            <p className="flex items-start gap-2 text-sm text-zinc-700 dark:text-zinc-300">
              <CalendarCheck2
                aria-hidden
                className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
              />
              {chosenTime ?? t('prebooking.slots.noneChosen')}
            </p>
            <BookingFeeNote
              fee={shop.booking.fee}
              currency={shop.currency}
              refundWindowHours={shop.booking.refundWindowHours}
              startAt={slot?.startAt ?? null}
              timezone={shop.timezone}
            />
            <ContinueButton formId={formId} blocker={blocker} />
            {blocker ? (
              <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">{blocker}</p>
            ) : null}
          </CartSummary>
        </aside>
      </div>

      <CartBar shopId={shop.id} note={blocker}>
        <ContinueButton formId={formId} blocker={blocker} size="md" />
      </CartBar>
    </div>
  );
}

/** The shop header and the service list, as placeholders. */
function PreBookingSkeleton() {
  return (
    <>
      <Skeleton className="h-48 w-full rounded-3xl" />
      <div className="space-y-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </div>
    </>
  );
}

/** /prebooking/barbershop/{id}: services and add-ons, then a day and a free time. */
export function PreBookingBarbershopRoute() {
  const { t } = useTranslation();
  return (
    <ShopRoute pageTitle={t('pages.preBookingBarbershop.title')} skeleton={<PreBookingSkeleton />}>
      {(shop) => <PreBookingPage shop={shop} />}
    </ShopRoute>
  );
}
