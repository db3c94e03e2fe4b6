import type { ShopDetail } from '@jono/contract/api/shops';
import { isValidEmail } from '@jono/contract/rules/email';
import { isValidPhone } from '@jono/contract/rules/phone';
import { formatShortCode } from '@jono/contract/rules/short-code';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import { deskFailureMessage, useAddWalkInMutation } from '../api/desk';
import { addWalkInBodyFrom, type DeskService } from '../utils/desk-order';

export interface Problems {
  name?: string;
  phone?: string;
  email?: string;
  services?: string;
}

const empty = {
  name: '',
  phone: '',
  email: '',
  services: [] as DeskService[],
  wishes: [] as string[],
  barberId: null as string | null,
};

/**
 * The desk's walk-in form: a name and at least one service are needed, a phone or email only
 * when given must be valid. A refusal from the server (closed, full, blocked) stays in the
 * form; an added customer is announced with their code and the form starts empty again.
 */
export function useAddWalkInForm(shop: ShopDetail, onClose: () => void) {
  const { t } = useTranslation();
  const [addWalkIn, { isLoading }] = useAddWalkInMutation();
  const [form, setForm] = useState(empty);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setForm(empty);
    setProblems({});
    setRefusal(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found: Problems = {
      ...(form.name.trim() === '' ? { name: t('desk.nameRequired') } : {}),
      ...(form.phone.trim() !== '' && !isValidPhone(form.phone)
        ? { phone: t('desk.invalidPhone') }
        : {}),
      ...(form.email.trim() !== '' && !isValidEmail(form.email.trim())
        ? { email: t('desk.invalidEmail') }
        : {}),
      ...(form.services.length === 0 ? { services: t('desk.serviceRequired') } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setRefusal(null);
    const body = addWalkInBodyFrom({
      ...form,
      wishes: form.wishes.flatMap((id) => {
        const option = shop.additionalServices[id];
        return option ? [{ id, name: option.name }] : [];
      }),
    });
    try {
      const place = await addWalkIn({ shopId: shop.id, body }).unwrap();
      notify.success(t('desk.added', { name: body.name, code: formatShortCode(place.shortCode) }));
      close();
    } catch (error) {
      setRefusal(deskFailureMessage(error, t));
    }
  };

  return { form, setForm, problems, refusal, isLoading, close, submit };
}
