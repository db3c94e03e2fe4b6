import type { Session } from '@jono/contract/api/auth';
import { isValidEmail } from '@jono/contract/rules/email';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { EmailField } from '@/components/ui/email-field';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/field-error';
import type { ProfileFormState } from '../hooks/use-profile-form';

type ProfileDetailsProps = Pick<
  ProfileFormState,
  'form' | 'email' | 'isEmailChanging' | 'isLoginChanging'
> & { session: Session };

/** The login e-mail, whether it is proven, and what a change of it will do. */
function ProfileEmailField({
  session,
  form: { register, formState },
  email,
  isEmailChanging,
}: Omit<ProfileDetailsProps, 'isLoginChanging'>) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <EmailField
        label={t('auth.email')}
        hint={t('profile.emailHint')}
        error={fieldErrorText(t, formState.errors.email)}
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
  );
}

/** Name, e-mail and phone; the current password only while a login detail changes. */
export function ProfileDetailsSection(props: ProfileDetailsProps) {
  const { t } = useTranslation();
  const {
    form: { register, formState },
    isLoginChanging,
  } = props;
  const { errors } = formState;
  return (
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
      <ProfileEmailField {...props} />
      <PhoneField
        label={t('auth.phone')}
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
  );
}
