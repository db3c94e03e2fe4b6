import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { StaffManager } from '@/features/staff-accounts/components/staff-manager';
import { useSession } from '@/features/staff-auth/hooks/use-session';

/** /dashboard/staff (owner): the team, invitations, roles and access. */
export function StaffRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null; // The dashboard renders only with a session.
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <PageHeader
        title={t('dashboard.pages.staff.title')}
        description={t('dashboard.pages.staff.description')}
      />
      <StaffManager currentUserId={user.userId} isEmailProven={user.isVerified} />
    </div>
  );
}
