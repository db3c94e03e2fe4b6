import { zodResolver } from '@hookform/resolvers/zod';
import type { Session } from '@jono/contract/api/auth';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { errorCodeOf, errorMessage, statusOf } from '@/lib/error-message';
import { sessionUpdated } from '@/lib/session-events';
import { notify } from '@/lib/toast';
import { type ProfileChanges, useUpdateProfileMutation } from '../api/update-profile';
import {
  fieldRefusals,
  loginChanges,
  type ProfileFormValues,
  profileFormSchema,
  profileFormValuesOf,
} from '../utils/profile-form-schema';

/** A refusal of the server: on its field when it has one, and always in a toast. */
function showSaveFailure(
  error: unknown,
  t: TFunction,
  setError: UseFormSetError<ProfileFormValues>,
) {
  const status = statusOf(error);
  const refusal = fieldRefusals[errorCodeOf(error) ?? ''];
  if (refusal) {
    const [field, message] = refusal;
    setError(field, { message }, { shouldFocus: true });
    notify.error(t(message), { id: 'profile' });
  } else if (status === 429) {
    notify.error(t('auth.errors.tooManyRequests'), { id: 'profile' });
  } else if (status === 415 || status === 413) {
    notify.error(t(status === 415 ? 'profile.avatar.typeError' : 'profile.avatar.sizeError'), {
      id: 'profile',
    });
  } else {
    notify.error(errorMessage(error, t('profile.saveFailed')), { id: 'profile' });
  }
}

/**
 * The profile form's state and its saving: the fields, the picked picture, which login
 * details are changing, and the session updated from the server's answer.
 */
export function useProfileForm(session: Session) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [updateProfile] = useUpdateProfileMutation();
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const schema = useMemo(() => profileFormSchema(session), [session]);
  const form = useForm<ProfileFormValues>({
    defaultValues: profileFormValuesOf(session),
    mode: 'onTouched',
    resolver: zodResolver(schema),
  });
  const { handleSubmit, watch, reset, setError, formState } = form;
  const { isSubmitting, isDirty } = formState;
  const email = watch('email');
  const { isEmailChanging, isPhoneChanging } = loginChanges(
    { email, phone: watch('phone') },
    session,
  );
  const isLoginChanging = isEmailChanging || isPhoneChanging;
  const hasChanges = isDirty || avatarFile !== null;

  const onSubmit = handleSubmit(async (values) => {
    const changes: ProfileChanges = {
      name: values.name.trim(),
      email: values.email.trim(),
      mailPermissions: values.mailPermissions,
      ...(avatarFile ? { avatar: avatarFile } : {}),
      ...(isPhoneChanging ? { phone: values.phone.trim() } : {}),
      ...(isLoginChanging ? { currentPassword: values.currentPassword } : {}),
    };
    try {
      const saved = await updateProfile(changes).unwrap();
      dispatch(sessionUpdated(saved));
      reset(profileFormValuesOf(saved));
      setAvatarFile(null);
      notify.success(
        isEmailChanging && saved.pendingEmail
          ? t('profile.emailChangeSent', { email: saved.pendingEmail })
          : t('profile.saved'),
        { id: 'profile' },
      );
    } catch (error) {
      showSaveFailure(error, t, setError);
    }
  });

  return {
    form,
    avatarFile,
    setAvatarFile,
    email,
    isEmailChanging,
    isLoginChanging,
    hasChanges,
    isSubmitting,
    onSubmit,
    discard: () => {
      reset();
      setAvatarFile(null);
    },
  };
}

export type ProfileFormState = ReturnType<typeof useProfileForm>;
