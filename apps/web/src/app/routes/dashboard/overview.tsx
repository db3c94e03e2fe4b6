import { CalendarDays, ListOrdered, Scissors } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useSession } from '@/features/staff-auth/hooks/use-session';
import { GoingLiveChecklist } from '@/features/staff-manage/components/going-live-checklist';
import { OverviewPanel } from '@/features/staff-manage/components/overview-panel';
import { QueueStateBadge } from '@/features/staff-queue/components/queue-state-badge';

const linkStyle = buttonStyles({ variant: 'secondary', size: 'lg', align: 'start' });

/**
 * /dashboard (owner, receptionist): today at a glance, with links to act; the owner also sees
 * how far the shop is from going live, or that it is live.
 */
export function OverviewRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <PageHeader
        title={t('dashboard.pages.overview.title')}
        description={t('dashboard.pages.overview.description')}
      />
      {user?.role === 'owner' ? <GoingLiveChecklist isEmailProven={user.isVerified} /> : null}
      <OverviewPanel
        renderState={(state) => <QueueStateBadge state={state} />}
        actions={
          <>
            <Link to={paths.dashboard.appointments} className={linkStyle}>
              <Scissors aria-hidden className="size-5" />
              {t('overview.links.appointments')}
            </Link>
            <Link to={paths.dashboard.queueStatus} className={linkStyle}>
              <ListOrdered aria-hidden className="size-5" />
              {t('overview.links.queueStatus')}
            </Link>
            <Link to={paths.dashboard.manageBooking.bookings} className={linkStyle}>
              <CalendarDays aria-hidden className="size-5" />
              {t('overview.links.bookings')}
            </Link>
          </>
        }
      />
    </div>
  );
}
