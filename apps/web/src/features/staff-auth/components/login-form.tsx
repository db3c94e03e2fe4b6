import { zodResolver } from '@hookform/resolvers/zod';
import { isValidEmail } from '@jono/contract/rules/email';
import { isValidPhone } from '@jono/contract/rules/phone';
import type { TFunction } from 'i18next';
import { Mail, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { z } from 'zod';
import { EmailField } from '@/components/ui/email-field';
import { PhoneField } from '@/components/ui/phone-field';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorText } from '@/lib/field-error';
import { useLoginWithEmailMutation, useLoginWithPhoneMutation } from '../api/login';
import { sessionStarted } from '../stores/auth-slice';
import { isRateLimited, isWrongCredentials } from '../utils/auth-errors';
import { FormEnd } from './form-end';
import { PasswordField } from './password-field';

export const loginMethods = ['phone', 'email'] as const;
export type LoginMethod = (typeof loginMethods)[number];

/** Only the field of the chosen way is checked; the other keeps what was typed in it. */
const loginSchema = z
  .object({
    method: z.enum(loginMethods),
    phone: z.string(),
    email: z.string(),
    password: z.string(),
  })
  .superRefine((values, context) => {
    const problem = (path: 'phone' | 'email' | 'password', message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (values.method === 'phone') {
      if (values.phone.trim() === '') problem('phone', 'auth.errors.phoneRequired');
      else if (!isValidPhone(values.phone)) problem('phone', 'auth.errors.phoneInvalid');
    } else if (values.email.trim() === '') problem('email', 'auth.errors.emailRequired');
    else if (!isValidEmail(values.email)) problem('email', 'auth.errors.emailInvalid');
    if (values.password === '') problem('password', 'auth.errors.passwordRequired');
  });
type LoginValues = z.infer<typeof loginSchema>;

/** The server's refusals, in the user's language; anything else as the server said it. */
function loginFailureText(error: unknown, method: LoginMethod, t: TFunction): string {
  if (isWrongCredentials(error)) {
    return method === 'phone'
      ? t('auth.errors.wrongPhoneOrPassword')
      : t('auth.errors.wrongEmailOrPassword');
  }
  if (isRateLimited(error)) return t('auth.errors.tooManyAttempts');
  return errorMessage(error, t('messages.somethingWentWrong'));
}

const methodIcons = { phone: Smartphone, email: Mail } as const;

/** Phone or e-mail, as a segmented pair of radio buttons. */
function MethodChoice({
  method,
  field,
}: {
  method: LoginMethod;
  field: UseFormRegisterReturn<'method'>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {t('auth.login.method')}
      </legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-zinc-200/70 p-1 dark:bg-zinc-800/70">
        {loginMethods.map((value) => {
          const Icon = methodIcons[value];
          return (
            <label
              key={value}
              className={cn(
                'relative flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold text-sm transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-500 has-[:focus-visible]:outline-offset-2',
                method === value
                  ? 'bg-white text-zinc-950 shadow-sm dark:bg-zinc-950 dark:text-white'
                  : 'text-zinc-600 hover:text-zinc-950 dark:text-zinc-400 dark:hover:text-white',
              )}
            >
              {/* Laid over the whole segment: it takes the clicks, the keys and the focus. */}
              <input
                type="radio"
                value={value}
                className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-lg opacity-0"
                {...field}
              />
              <Icon aria-hidden className="size-4" />
              {t(`auth.login.with.${value}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The password, with the way to a new one for whoever forgot it. */
function PasswordWithReset({
  error,
  field,
}: {
  error: string | undefined;
  field: UseFormRegisterReturn<'password'>;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        error={error}
        {...field}
      />
      <p className="text-right">
        <Link
          to={paths.forgotPassword}
          className="focus-ring rounded font-medium text-amber-700 text-sm underline-offset-4 hover:underline dark:text-amber-400"
        >
          {t('actions.forgotPassword')}
        </Link>
      </p>
    </div>
  );
}

/**
 * Staff login by phone number or email (loading, then authenticated with the session). The
 * session goes to the auth slice; the guest-only guard around the login then takes the user
 * on, to `redirectTo` or their role's dashboard home.
 */
export function LoginForm({ defaultMethod = 'phone' }: { defaultMethod?: LoginMethod }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [loginWithPhone] = useLoginWithPhoneMutation();
  const [loginWithEmail] = useLoginWithEmailMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<LoginValues>({
    defaultValues: { method: defaultMethod, phone: '', email: '', password: '' },
    resolver: zodResolver(loginSchema),
  });
  const method = watch('method');
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const session =
        values.method === 'phone'
          ? await loginWithPhone({
              phoneNumber: values.phone.trim(),
              password: values.password,
            }).unwrap()
          : await loginWithEmail({
              email: values.email.trim(),
              password: values.password,
            }).unwrap();
      dispatch(sessionStarted(session));
    } catch (error) {
      setFailure(loginFailureText(error, values.method, t));
    }
  });

  const methodField = register('method', { onChange: () => setFailure(null) });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isSubmitting}>
      <MethodChoice method={method} field={methodField} />

      {method === 'phone' ? (
        <PhoneField
          key="phone"
          label={t('auth.phone')}
          placeholder="040 123 4567"
          hint={t('auth.phoneHint')}
          error={fieldErrorText(t, errors.phone)}
          {...register('phone')}
        />
      ) : (
        <EmailField
          key="email"
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          error={fieldErrorText(t, errors.email)}
          {...register('email')}
        />
      )}

      <PasswordWithReset error={fieldErrorText(t, errors.password)} field={register('password')} />

      <FormEnd
        failure={failure}
        failureTitle={t('auth.login.failedTitle')}
        isSubmitting={isSubmitting}
        busyLabel={t('auth.login.submitting')}
      >
        {t('actions.logIn')}
      </FormEnd>
    </form>
  );
}
