import { CircleCheck, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { useInvitationQuery } from '../api/invitation';
import { useInvitationAcceptance } from '../hooks/use-invitation-acceptance';
import { isWellFormedLinkToken, linkProblemOf } from '../utils/auth-errors';
import { AcceptInvitationForm } from './accept-invitation-form';
import { LinkProblemPanel } from './link-problem-panel';
import { LoginOutcome } from './login-outcome';

/** The member has joined: the way on is to sign in. */
function JoinedPanel({ shopName }: { shopName: string | undefined }) {
  const { t } = useTranslation();
  return (
    <LoginOutcome
      testId="invitation-accepted"
      icon={CircleCheck}
      title={t('auth.invitation.joinedTitle', { shop: shopName ?? 'Jono' })}
      loginLabel={t('actions.logIn')}
    >
      <p>{t('auth.invitation.joined')}</p>
    </LoginOutcome>
  );
}

/**
 * An invited barber or receptionist joins their shop: the page is titled with the shop's
 * name and the role they were invited to, and asks their name and first password. A used,
 * expired or broken invitation says which, instead of the form.
 */
export function InvitationPanel({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const isWellFormed = isWellFormedLinkToken(token);
  const invitation = useInvitationQuery(token?.trim() ?? '', { skip: !isWellFormed });
  const { outcome, failure, onSubmit } = useInvitationAcceptance(token);
  const shopName = invitation.data?.shopName;

  const problem = !isWellFormed ? 'invalid' : outcome !== 'joined' ? outcome : null;
  const loadProblem = invitation.error ? linkProblemOf(invitation.error) : null;
  let body: ReactNode;
  if (outcome === 'joined') {
    body = <JoinedPanel shopName={shopName} />;
  } else if (problem ?? loadProblem) {
    body = (
      <div role="status">
        <LinkProblemPanel problem={problem ?? loadProblem ?? 'invalid'} purpose="invitation" />
      </div>
    );
  } else if (invitation.data) {
    body = (
      <AcceptInvitationForm
        invitedName={invitation.data.name}
        failure={failure}
        onSubmit={onSubmit}
      />
    );
  } else if (invitation.isError) {
    body = (
      <div className="space-y-3">
        <Alert tone="danger">
          {t('auth.invitation.loadFailed')} {errorMessage(invitation.error)}
        </Alert>
        <Button variant="secondary" onClick={() => void invitation.refetch()}>
          <RefreshCw aria-hidden className="size-4" />
          {t('auth.invitation.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div role="status" aria-busy="true" className="flex items-center gap-3 text-sm">
        <Spinner className="size-5" />
        {t('auth.invitation.loading')}
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title={
          shopName
            ? t('auth.invitation.title', { shop: shopName })
            : t('auth.invitation.genericTitle')
        }
        description={
          invitation.data && !outcome
            ? t('auth.invitation.description', {
                role: t(`roles.${invitation.data.role}`).toLowerCase(),
              })
            : undefined
        }
      />

      {body}
    </>
  );
}
