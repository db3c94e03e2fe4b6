import { rolesWithLiveStatus } from '@jono/contract/roles';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/features/auth/hooks/use-session';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { StatusPicker } from '@/features/profile/components/status-picker';

/** /dashboard/profile (every role): picture, name, email, mail permissions, live status. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null; // The dashboard renders only with a session.
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageHeader
        title={t('dashboard.pages.profile.title')}
        description={t('dashboard.pages.profile.description')}
      />
      {rolesWithLiveStatus.includes(user.role) ? <StatusPicker status={user.status} /> : null}
      <ProfileForm key={user.userId} session={user} />
    </div>
  );
}
