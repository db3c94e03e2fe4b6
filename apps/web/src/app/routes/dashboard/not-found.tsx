import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { StatusView } from '@/components/ui/status-view';
import { dashboardHomeFor } from '@/config/dashboard-home';
import { paths } from '@/config/paths';
import { useSession } from '@/features/staff-auth/hooks/use-session';

/** Any /dashboard/* path no page claims, shown inside the dashboard frame. */
export function DashboardNotFoundRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <StatusView
      icon={Compass}
      eyebrow={t('errors.dashboardNotFound.eyebrow')}
      title={t('errors.dashboardNotFound.title')}
      description={t('errors.dashboardNotFound.description')}
      actions={
        <Link
          to={user ? dashboardHomeFor(user.role) : paths.dashboard.root}
          className={buttonStyles()}
        >
          {t('actions.backToDashboard')}
        </Link>
      }
    />
  );
}
