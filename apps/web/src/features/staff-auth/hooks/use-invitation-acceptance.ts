import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { useAcceptInvitationMutation } from '../api/invitation';
import type { AcceptInvitationValues } from '../components/accept-invitation-form';
import {
  isRateLimited,
  type LinkProblem,
  linkProblemOf,
  passwordPolicyMessageOf,
} from '../utils/auth-errors';

/**
 * Accepting an invitation: on success the member has joined; a used or expired link becomes
 * the page's outcome; a password the policy refuses goes back to its field; anything else is
 * a failure said above the form, which stays filled in.
 */
export function useInvitationAcceptance(token: string | undefined) {
  const { t } = useTranslation();
  const [acceptInvitation] = useAcceptInvitationMutation();
  const [outcome, setOutcome] = useState<'joined' | LinkProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async ({ name, newPassword }: AcceptInvitationValues) => {
    if (!token) return undefined;
    setFailure(null);
    try {
      await acceptInvitation({ invitationToken: token.trim(), name, newPassword }).unwrap();
      setOutcome('joined');
      return undefined;
    } catch (error) {
      const policy = passwordPolicyMessageOf(error);
      if (policy) return { passwordProblem: policy };
      const problem = linkProblemOf(error);
      if (problem) setOutcome(problem);
      else if (isRateLimited(error)) setFailure(t('auth.errors.tooManyRequests'));
      else setFailure(errorMessage(error, t('messages.somethingWentWrong')));
      return undefined;
    }
  };

  return { outcome, failure, onSubmit };
}
