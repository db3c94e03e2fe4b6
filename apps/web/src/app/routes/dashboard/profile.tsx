import { rolesWithLiveStatus } from '@jono/contract/roles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/features/staff-auth/hooks/use-session';
import { ProfileForm } from '@/features/staff-profile/components/profile-form';
import { PushWidgetTime } from '@/features/staff-profile/components/push-widget-time';
import { StatusPicker } from '@/features/staff-profile/components/status-picker';
import { BrowserAlertsSwitch } from '@/features/staff-push-widget/components/browser-alerts-switch';

/**
 * /dashboard/profile (every role): picture, name, email, mail permissions, live status, and
 * how the dashboard tells of new walk-ins, bookings, refund requests and check-ins.
 */
export function ProfileRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const alertsHeading = useId();
  if (!user) return null; // The dashboard renders only with a session.
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageHeader
        title={t('dashboard.pages.profile.title')}
        description={t('dashboard.pages.profile.description')}
      />
      {rolesWithLiveStatus.includes(user.role) ? (
        <StatusPicker
          status={user.status}
          breakEndsAt={user.breakEndsAt}
          defaultBreakMinutes={user.defaultBreakMinutes}
        />
      ) : null}
      <ProfileForm key={user.userId} session={user} />
      <Card className="p-5 sm:p-8">
        <section aria-labelledby={alertsHeading} className="space-y-6">
          <div>
            <h2 id={alertsHeading} className="font-semibold text-zinc-950 dark:text-white">
              {t('pushWidget.settings.title')}
            </h2>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              {t('pushWidget.settings.description')}
            </p>
          </div>
          <PushWidgetTime seconds={user.pushWidgetSeconds} />
          <BrowserAlertsSwitch />
        </section>
      </Card>
    </div>
  );
}
