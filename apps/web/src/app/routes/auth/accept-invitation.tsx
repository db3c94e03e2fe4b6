import { useParams } from 'react-router';
import { InvitationPanel } from '@/features/staff-auth/components/invitation-panel';

/** /join/{token}: an invited staff member joins their shop with a name and a first password. */
export function AcceptInvitationRoute() {
  const { token } = useParams();
  return (
    <div className="w-full space-y-8 py-8 animate-fade-in">
      <InvitationPanel token={token} />
    </div>
  );
}
