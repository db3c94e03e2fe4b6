import { useTranslation } from 'react-i18next';
import { LookupForm } from '@/components/ui/lookup-form';

export type BookingLookupValues = { code: string; phone: string };

/** Booking code and phone, checked before anything is sent. */
export function BookingLookupForm({
  defaultCode = '',
  defaultPhone = '',
  isSearching,
  onSearchStart,
  onSearch,
}: {
  defaultCode?: string;
  defaultPhone?: string;
  isSearching: boolean;
  onSearchStart?: () => void;
  onSearch: (values: BookingLookupValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <LookupForm
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
      defaultReference={defaultCode}
      defaultPhone={defaultPhone}
      isSearching={isSearching}
      onSearchStart={onSearchStart}
      onSearch={({ reference, phone }) => onSearch({ code: reference, phone })}
    />
  );
}
