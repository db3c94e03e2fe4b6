import { useTranslation } from 'react-i18next';
import { LookupForm } from '@/components/ui/lookup-form';

export type OrderLookupValues = { orderId: string; phone: string };

/** Order number and phone, checked before anything is sent. */
export function OrderLookupForm({
  defaultPhone = '',
  isSearching,
  onSearch,
}: {
  defaultPhone?: string;
  isSearching: boolean;
  onSearch: (values: OrderLookupValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <LookupForm
      texts={{
        reference: t('checkDetails.orderNumber'),
        referenceHint: t('checkDetails.orderNumberHint'),
        referenceRequired: t('checkDetails.orderNumberRequired'),
        referenceInvalid: t('checkDetails.orderNumberInvalid'),
        phone: t('checkDetails.phone'),
        phoneHint: t('checkDetails.phoneHint'),
        phoneRequired: t('checkDetails.phoneRequired'),
        phoneInvalid: t('messages.invalidPhone'),
        submit: t('checkDetails.submit'),
        searching: t('checkDetails.searching'),
      }}
      defaultPhone={defaultPhone}
      isSearching={isSearching}
      onSearch={({ reference, phone }) => onSearch({ orderId: reference, phone })}
    />
  );
}
