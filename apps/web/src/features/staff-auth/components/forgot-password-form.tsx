import { zodResolver } from '@hookform/resolvers/zod';
import { isValidEmail } from '@jono/contract/rules/email';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmailField } from '@/components/ui/email-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { errorMessage, statusOf } from '@/lib/error-message';
import { fieldErrorText } from '@/lib/field-error';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { isRateLimited } from '../utils/auth-errors';
import { FormEnd } from './form-end';
import { LoginOutcome } from './login-outcome';

const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'auth.errors.emailRequired')
    .refine(isValidEmail, 'auth.errors.emailInvalid'),
});
type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

/**
 * Asks for a reset link. The server answers the same whether or not the account exists, and
 * so does this form: one confirmation for every answer, so nobody learns who has an account.
 * Only a failure to reach the server (or its rate limit) is told as such.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [forgotPassword] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    defaultValues: { email: '' },
    resolver: zodResolver(forgotPasswordSchema),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const address = email.trim();
    try {
      await forgotPassword(address).unwrap();
      setSentTo(address);
    } catch (error) {
      const status = statusOf(error);
      if (isRateLimited(error)) setFailure(t('auth.errors.tooManyRequests'));
      else if (typeof status === 'number' && status < 500) setSentTo(address);
      else setFailure(errorMessage(error, t('messages.somethingWentWrong')));
    }
  });

  if (sentTo) {
    return (
      <LoginOutcome
        testId="reset-link-sent"
        icon={MailCheck}
        title={t('auth.forgot.sentTitle')}
        loginLabel={t('actions.backToLogin')}
        loginVariant="secondary"
      >
        <p>{t('auth.forgot.sent', { email: sentTo })}</p>
        <p className="text-sm">{t('auth.forgot.spam')}</p>
      </LoginOutcome>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="space-y-5">
      <EmailField
        label={t('auth.email')}
        placeholder={t('auth.emailPlaceholder')}
        error={fieldErrorText(t, errors.email)}
        {...register('email')}
      />
      <FormEnd
        failure={failure}
        isSubmitting={isSubmitting}
        busyLabel={t('auth.forgot.submitting')}
      >
        {t('auth.forgot.submit')}
      </FormEnd>
      <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
        {t('auth.forgot.remembered')} <TextLink to={paths.login()}>{t('actions.logIn')}</TextLink>
      </p>
    </form>
  );
}
