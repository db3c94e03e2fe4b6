import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/features/auth/hooks/use-session';
import { StaffManager } from '@/features/staff/components/staff-manager';

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
      <StaffManager currentUserId={user.userId} />
    </div>
  );
}
