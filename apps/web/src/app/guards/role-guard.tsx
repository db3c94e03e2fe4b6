import type { DashboardArea } from '@jono/contract';
import { canAccess } from '@jono/contract/roles';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { StatusView } from '@/components/ui/status-view';
import { dashboardHomeFor } from '@/config/dashboard-home';
import { paths } from '@/config/paths';
import { useSession } from '@/features/staff-auth/hooks/use-session';

/**
 * Opens its pages only to the roles the permission matrix allows. Anyone
 * else sees a plain "not allowed" page, never a redirect (which could loop).
 */
export function RoleGuard({ area }: { area: DashboardArea }) {
  const { user } = useSession();
  if (user && canAccess(user.role, area)) return <Outlet />;
  return <NotAllowed homeHref={user ? dashboardHomeFor(user.role) : paths.login()} />;
}

function NotAllowed({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={ShieldAlert}
      tone="warning"
      eyebrow={t('errors.notAllowed.eyebrow')}
      title={t('errors.notAllowed.title')}
      description={t('errors.notAllowed.description')}
      actions={
        <Link to={homeHref} className={buttonStyles()}>
          {t('actions.backToDashboard')}
        </Link>
      }
    />
  );
}
