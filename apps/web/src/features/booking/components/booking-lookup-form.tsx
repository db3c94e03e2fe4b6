import { useTranslation } from 'react-i18next';
import { LookupForm } from '@/components/ui/lookup-form';

export type BookingLookupValues = { bookingId: string; phone: string };

/** Booking number and phone, checked before anything is sent. */
export function BookingLookupForm({
  defaultBookingId = '',
  defaultPhone = '',
  isSearching,
  onSearch,
}: {
  defaultBookingId?: string;
  defaultPhone?: string;
  isSearching: boolean;
  onSearch: (values: BookingLookupValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <LookupForm
      texts={{
        reference: t('prebooking.lookup.bookingNumber'),
        referenceHint: t('prebooking.lookup.bookingNumberHint'),
        referenceRequired: t('prebooking.lookup.bookingNumberRequired'),
        referenceInvalid: t('prebooking.lookup.bookingNumberInvalid'),
        phone: t('checkDetails.phone'),
        phoneHint: t('prebooking.lookup.phoneHint'),
        phoneRequired: t('checkDetails.phoneRequired'),
        phoneInvalid: t('messages.invalidPhone'),
        submit: t('prebooking.lookup.submit'),
        searching: t('checkDetails.searching'),
      }}
      defaultReference={defaultBookingId}
      defaultPhone={defaultPhone}
      isSearching={isSearching}
      onSearch={({ reference, phone }) => onSearch({ bookingId: reference, phone })}
    />
  );
}
