import { useTranslation } from 'react-i18next';
import { LookupForm, type LookupFormProps } from '@/components/ui/lookup-form';

/** Booking code and phone, in the booking lookup's words; both checked before anything is sent. */
export function BookingLookupForm(props: Omit<LookupFormProps, 'texts'>) {
  const { t } = useTranslation();
  return (
    <LookupForm
      {...props}
      texts={{
        reference: t('prebooking.lookup.bookingCode'),
        referenceHint: t('prebooking.lookup.bookingCodeHint'),
        referenceRequired: t('prebooking.lookup.bookingCodeRequired'),
        referenceInvalid: t('prebooking.lookup.bookingCodeInvalid'),
        phone: t('checkDetails.phone'),
        phoneHint: t('prebooking.lookup.phoneHint'),
        phoneRequired: t('checkDetails.phoneRequired'),
        phoneInvalid: t('messages.invalidPhone'),
        submit: t('prebooking.lookup.submit'),
        searching: t('checkDetails.searching'),
      }}
    />
  );
}
