import { zodResolver } from '@hookform/resolvers/zod';
import type { Session } from '@jono/contract/api/auth';
import { errorCodes } from '@jono/contract/api/errors';
import { isValidEmail } from '@jono/contract/rules/email';
import { isValidPhone, normalisePhone } from '@jono/contract/rules/phone';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { errorCodeOf, errorMessage, statusOf } from '@/lib/error-message';
import { fieldErrorText } from '@/lib/field-error';
import { sessionUpdated } from '@/lib/session-events';
import { notify } from '@/lib/toast';
import { type ProfileChanges, useUpdateProfileMutation } from '../api/update-profile';
import { AvatarPicker } from './avatar-picker';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What the account logs in with, as the form holds it, compared with the session's. */
function loginChanges(values: { email: string; phone: string }, session: Session) {
  const isEmailChanging = !sameEmail(values.email, session.email);
  const phone = values.phone.trim();
  const isPhoneChanging =
    phone !== (session.phone ?? '') && (phone === '' || normalisePhone(phone) !== session.phone);
  return { isEmailChanging, isPhoneChanging };
}

/**
 * The form's rules for one session: a phone the account has cannot be emptied (the server
 * keeps one), and changing the email or phone needs the current password.
 */
const profileFormSchema = (session: Session) =>
  z
    .object({
      name: z
        .string()
        .trim()
        .min(2, 'profile.errors.nameRequired')
        .max(100, 'profile.errors.nameTooLong'),
      email: z
        .string()
        .trim()
        .min(1, 'auth.errors.emailRequired')
        .max(200, 'auth.errors.emailInvalid')
        .refine(isValidEmail, 'auth.errors.emailInvalid'),
      phone: z
        .string()
        .trim()
        .refine((phone) => phone !== '' || !session.phone, 'auth.errors.phoneRequired')
        .refine((phone) => phone === '' || isValidPhone(phone), 'auth.errors.phoneInvalid'),
      currentPassword: z.string(),
      mailPermissions: z.boolean(),
    })
    .superRefine((values, issues) => {
      const { isEmailChanging, isPhoneChanging } = loginChanges(values, session);
      if ((isEmailChanging || isPhoneChanging) && values.currentPassword === '') {
        issues.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          message: 'profile.errors.currentPasswordRequired',
        });
      }
    });
type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;

/** The field a refusal of the server belongs to, and the words for it. */
type ProfileRefusal =
  `profile.errors.${'currentPasswordRequired' | 'currentPasswordWrong' | 'emailTaken' | 'phoneTaken'}`;

const fieldRefusals: Record<string, [keyof ProfileFormValues, ProfileRefusal]> = {
  [errorCodes.currentPasswordRequired]: [
    'currentPassword',
    'profile.errors.currentPasswordRequired',
  ],
  [errorCodes.currentPasswordWrong]: ['currentPassword', 'profile.errors.currentPasswordWrong'],
  [errorCodes.emailTaken]: ['email', 'profile.errors.emailTaken'],
  [errorCodes.phoneTaken]: ['phone', 'profile.errors.phoneTaken'],
};

/**
 * The staff member's own profile: picture, name, email, phone and mail permissions, saved as
 * one multipart form. A new email or phone asks for the current password; a new email waits,
 * shown as pending, until the link mailed to it is opened. The session follows the answer.
 */
export function ProfileForm({ session }: { session: Session }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [updateProfile] = useUpdateProfileMutation();
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const schema = useMemo(() => profileFormSchema(session), [session]);
  const { register, control, handleSubmit, watch, reset, setError, formState } =
    useForm<ProfileFormValues>({
      defaultValues: {
        name: session.name,
        email: session.email,
        phone: session.phone ?? '',
        currentPassword: '',
        mailPermissions: session.mailPermissions,
      },
      mode: 'onTouched',
      resolver: zodResolver(schema),
    });
  const { errors, isSubmitting, isDirty } = formState;
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
      reset({
        name: saved.name,
        email: saved.email,
        phone: saved.phone ?? '',
        currentPassword: '',
        mailPermissions: saved.mailPermissions,
      });
      setAvatarFile(null);
      notify.success(
        isEmailChanging && saved.pendingEmail
          ? t('profile.emailChangeSent', { email: saved.pendingEmail })
          : t('profile.saved'),
        { id: 'profile' },
      );
    } catch (error) {
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
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <Card className="divide-y divide-zinc-200 dark:divide-zinc-800">
        <section aria-labelledby="profile-photo" className="p-5 sm:p-8">
          <h2 id="profile-photo" className="mb-5 font-semibold text-zinc-950 dark:text-white">
            {t('profile.avatar.title')}
          </h2>
          <AvatarPicker
            name={watch('name') || session.name}
            currentAvatar={session.avatar}
            file={avatarFile}
            onFileChange={setAvatarFile}
            disabled={isSubmitting}
          />
        </section>

        <section aria-labelledby="profile-details" className="space-y-5 p-5 sm:p-8">
          <h2 id="profile-details" className="font-semibold text-zinc-950 dark:text-white">
            {t('profile.details')}
          </h2>
          <TextField
            label={t('profile.name')}
            autoComplete="name"
            error={fieldErrorText(t, errors.name)}
            {...register('name')}
          />
          <div className="space-y-2">
            <TextField
              label={t('auth.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              hint={t('profile.emailHint')}
              error={fieldErrorText(t, errors.email)}
              {...register('email')}
            />
            {session.isVerified ? (
              <p className="flex items-center gap-1.5 font-medium text-emerald-700 text-xs dark:text-emerald-400">
                <BadgeCheck aria-hidden className="size-4" />
                {t('profile.emailVerified')}
              </p>
            ) : (
              <p className="flex items-center gap-1.5 font-medium text-amber-700 text-xs dark:text-amber-400">
                <MailWarning aria-hidden className="size-4" />
                {t('profile.emailUnverified', { email: session.email })}
              </p>
            )}
            {isEmailChanging && isValidEmail(email) ? (
              <Alert tone="warning" role="status">
                {t('profile.emailChangeNote', { email: email.trim() })}
              </Alert>
            ) : null}
            {session.pendingEmail ? (
              <Alert tone="info" role="status">
                {t('profile.emailPending', {
                  email: session.pendingEmail,
                  current: session.email,
                })}
              </Alert>
            ) : null}
          </div>
          <TextField
            label={t('auth.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={t('profile.phoneHint')}
            error={fieldErrorText(t, errors.phone)}
            {...register('phone')}
          />
          {isLoginChanging ? (
            <TextField
              label={t('profile.currentPassword')}
              type="password"
              autoComplete="current-password"
              hint={t('profile.currentPasswordHint')}
              error={fieldErrorText(t, errors.currentPassword)}
              {...register('currentPassword')}
            />
          ) : null}
        </section>

        <div className="p-5 sm:p-8">
          <Controller
            control={control}
            name="mailPermissions"
            render={({ field }) => (
              <Switch
                label={t('profile.mailPermissions')}
                description={t('profile.mailPermissionsHint')}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                disabled={isSubmitting}
              />
            )}
          />
        </div>

        <div className="flex flex-col-reverse items-stretch gap-3 bg-zinc-50/60 p-5 sm:flex-row sm:items-center sm:justify-end sm:px-8 dark:bg-zinc-900/40">
          {hasChanges && !isSubmitting ? (
            <Button
              variant="ghost"
              onClick={() => {
                reset();
                setAvatarFile(null);
              }}
            >
              {t('profile.discard')}
            </Button>
          ) : null}
          <Button type="submit" disabled={isSubmitting || !hasChanges}>
            {isSubmitting ? <Spinner className="size-5 text-zinc-950" /> : null}
            {isSubmitting ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </Card>
    </form>
  );
}
