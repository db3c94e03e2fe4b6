import { useTranslation } from 'react-i18next';
import { LookupForm, type LookupFormProps } from '@/components/ui/lookup-form';

/** Order code and phone, in the order lookup's words; both checked before anything is sent. */
export function OrderLookupForm(props: Omit<LookupFormProps, 'texts'>) {
  const { t } = useTranslation();
  return (
    <LookupForm
      {...props}
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
    />
  );
}
