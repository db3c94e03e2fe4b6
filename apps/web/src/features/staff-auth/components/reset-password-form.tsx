import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '@/lib/error-message';
import { useResetPasswordMutation } from '../api/reset-password';
import {
  isRateLimited,
  isWellFormedLinkToken,
  type LinkProblem,
  linkProblemOf,
  passwordPolicyMessageOf,
} from '../utils/auth-errors';
import {
  isSamePasswordTwice,
  newPasswordPair,
  samePasswordTwiceIssue,
} from '../utils/new-password-schema';
import { FormEnd } from './form-end';
import { LinkProblemPanel } from './link-problem-panel';
import { LoginOutcome } from './login-outcome';
import { NewPasswordFields } from './new-password-fields';

const resetPasswordSchema = z
  .object(newPasswordPair)
  .refine(isSamePasswordTwice, samePasswordTwiceIssue);
type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

/**
 * A new password from a reset link. Success ends every session of the account, so the way
 * on is the login; a dead link is told apart by its code.
 */
export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const [resetPassword] = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<'changed' | LinkProblem | null>(() =>
    isWellFormedLinkToken(token) ? null : 'invalid',
  );
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, watch, setError, formState } = useForm<ResetPasswordValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
    resolver: zodResolver(resetPasswordSchema),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    setFailure(null);
    try {
      await resetPassword({ newPassword, verificationToken: token.trim() }).unwrap();
      setOutcome('changed');
    } catch (error) {
      const problem = linkProblemOf(error);
      const policy = passwordPolicyMessageOf(error);
      if (problem && !policy) setOutcome(problem);
      else if (policy) setError('newPassword', { message: policy }, { shouldFocus: true });
      else if (isRateLimited(error)) setFailure(t('auth.errors.tooManyRequests'));
      else setFailure(errorMessage(error, t('messages.somethingWentWrong')));
    }
  });

  if (outcome === 'changed') {
    return (
      <LoginOutcome
        testId="password-changed"
        icon={CircleCheck}
        title={t('auth.reset.changedTitle')}
        loginLabel={t('actions.logIn')}
      >
        <p>{t('auth.reset.changed')}</p>
      </LoginOutcome>
    );
  }
  if (outcome) {
    return (
      <div role="status">
        <LinkProblemPanel problem={outcome} purpose="resetPassword" />
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="space-y-5">
      <NewPasswordFields
        password={watch('newPassword')}
        newPassword={register('newPassword')}
        confirmPassword={register('confirmPassword')}
        errors={errors}
      />
      <FormEnd failure={failure} isSubmitting={isSubmitting} busyLabel={t('auth.reset.submitting')}>
        {t('auth.reset.submit')}
      </FormEnd>
    </form>
  );
}
