import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router';
import type { AppDispatch } from '@/app/store';
import { PageHeader } from '@/components/ui/page-header';
import { useConfirmEmailChangeMutation } from '@/features/staff-auth/api/email-change-links';
import { checkSession } from '@/features/staff-auth/api/refresh-token';
import { EmailLinkStatus } from '@/features/staff-auth/components/email-link-status';
import { useSession } from '@/features/staff-auth/hooks/use-session';

/**
 * /change-email/{token}: the link a new login email receives. It works signed in or not;
 * a signed-in browser renews its session so it shows the new address.
 */
export function ChangeEmailRoute() {
  const { t } = useTranslation();
  const { token } = useParams();
  const dispatch = useDispatch<AppDispatch>();
  const { user } = useSession();
  const [confirmEmailChange] = useConfirmEmailChangeMutation();
  return (
    <div className="w-full space-y-8 py-8 animate-fade-in">
      <PageHeader
        title={t('pages.changeEmail.title')}
        description={t('pages.changeEmail.description')}
      />
      <EmailLinkStatus
        purpose="changeEmail"
        token={token}
        send={(linkToken) => confirmEmailChange(linkToken).unwrap()}
        onDone={() => {
          if (user) void dispatch(checkSession());
        }}
      />
    </div>
  );
}
