import { useTranslation } from 'react-i18next';
import { LookupForm } from '@/components/ui/lookup-form';

export type OrderLookupValues = { code: string; phone: string };

/** Order code and phone, checked before anything is sent. */
export function OrderLookupForm({
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
  onSearch: (values: OrderLookupValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <LookupForm
      texts={{
        reference: t('checkDetails.orderCode'),
        referenceHint: t('checkDetails.orderCodeHint'),
        referenceRequired: t('checkDetails.orderCodeRequired'),
        referenceInvalid: t('checkDetails.orderCodeInvalid'),
        phone: t('checkDetails.phone'),
        phoneHint: t('checkDetails.phoneHint'),
        phoneRequired: t('checkDetails.phoneRequired'),
        phoneInvalid: t('messages.invalidPhone'),
        submit: t('checkDetails.submit'),
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
