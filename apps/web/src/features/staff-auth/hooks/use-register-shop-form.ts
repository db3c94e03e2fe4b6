import { zodResolver } from '@hookform/resolvers/zod';
import type { GeocodeOutcome } from '@jono/contract/api/going-live';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorText } from '@/lib/field-error';
import { useRegisterShopMutation } from '../api/register-shop';
import { isInvalidPhoneAnswer, isRateLimited, passwordPolicyMessageOf } from '../utils/auth-errors';
import { passwordLimits } from '../utils/new-password-schema';
import {
  emptyRegisterShopValues,
  type RegisterShopValues,
  registerShopSchema,
} from '../utils/register-shop-schema';

/** A registration sent: where the link went, and what the geocoder made of the address. */
export interface Registration {
  email: string;
  addressOutcome: GeocodeOutcome;
}
export type OnRegistered = (registration: Registration) => void;

/**
 * The registration form's state and its sending. What the server refuses (a password its
 * policy turns down, a phone number it cannot read) is put on the field concerned, and
 * nothing typed is lost.
 */
export function useRegisterShopForm(onRegistered: OnRegistered) {
  const { t } = useTranslation();
  const [registerShop] = useRegisterShopMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegisterShopValues>({
    defaultValues: emptyRegisterShopValues,
    mode: 'onTouched',
    resolver: zodResolver(registerShopSchema),
  });
  const { handleSubmit, setError, watch, formState } = form;
  const { errors, isSubmitting } = formState;

  const showServerRefusal = (error: unknown, tr: TFunction) => {
    const policy = passwordPolicyMessageOf(error);
    if (policy) {
      setError('password', { message: policy }, { shouldFocus: true });
      setFailure(tr(policy));
      return;
    }
    if (isInvalidPhoneAnswer(error)) {
      setError('phone', { message: 'auth.errors.phoneInvalid' }, { shouldFocus: true });
      setFailure(tr('auth.errors.phoneInvalid'));
      return;
    }
    setFailure(
      isRateLimited(error)
        ? tr('auth.errors.tooManyRequests')
        : errorMessage(error, tr('messages.somethingWentWrong')),
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const email = values.email.trim();
    try {
      const { addressOutcome } = await registerShop({
        shopName: values.shopName.trim(),
        address: values.address.trim(),
        postalCode: values.postalCode.trim(),
        city: values.city.trim(),
        country: values.country,
        ownerName: values.ownerName.trim(),
        email,
        phone: values.phone.trim(),
        password: values.password,
      }).unwrap();
      onRegistered({ email, addressOutcome });
    } catch (error) {
      showServerRefusal(error, t);
    }
  });

  /** The message under a field, in the reader's language. */
  const fieldError = (field: keyof RegisterShopValues) =>
    fieldErrorText(t, errors[field], passwordLimits);

  return { form, failure, onSubmit, fieldError, isSubmitting, password: watch('password') };
}

export type RegisterShopFormState = ReturnType<typeof useRegisterShopForm>;
