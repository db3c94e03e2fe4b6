import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { PrivacyNote } from '@/components/ui/privacy-note';
import { type OnRegistered, useRegisterShopForm } from '../hooks/use-register-shop-form';
import { OwnerFields, ShopFields } from './register-shop-fields';

/**
 * A new shop and its owner's account. What the server refuses (a password its policy turns
 * down, a phone number it cannot read) is shown at the field concerned, and nothing typed is
 * lost. An email or phone that already has an account is not refused: the server answers it
 * like a new one and mails that account's owner, so the page never tells who has an account.
 */
export function RegisterShopForm({ onRegistered }: { onRegistered: OnRegistered }) {
  const { t } = useTranslation();
  const { form, failure, onSubmit, fieldError, isSubmitting, password } =
    useRegisterShopForm(onRegistered);

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="space-y-8">
      <ShopFields form={form} fieldError={fieldError} />

      <OwnerFields form={form} fieldError={fieldError} password={password} />

      {failure ? (
        <Alert tone="danger" title={t('register.failedTitle')}>
          <p>{failure}</p>
        </Alert>
      ) : null}

      <div className="space-y-3">
        <BusyButton
          type="submit"
          size="lg"
          className="w-full"
          busy={isSubmitting}
          busyLabel={t('register.submitting')}
        >
          {t('register.submit')}
        </BusyButton>
        <p className="text-center text-xs text-zinc-500 dark:text-zinc-400">
          {t('register.afterSubmit')}
        </p>
        <div className="flex justify-center">
          <PrivacyNote />
        </div>
      </div>
    </form>
  );
}
