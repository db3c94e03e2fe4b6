import { Scissors } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import type { MemberWeek } from '../api/team-schedule';
import { useServicesForm } from '../hooks/use-services-form';
import { MemberFormDialog } from './member-form-dialog';
import { ServiceTermsFields } from './service-terms-fields';

/** The services a member does, at their own price and minutes where these differ. */
export function ServicesDialog({ member, onClose }: { member: MemberWeek; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useServicesForm(member, onClose);
  const { query, rows } = form;
  const body = () => {
    if (!rows) {
      return query.error && !query.isFetching ? (
        <LoadFailedAlert
          title={t('teamSchedule.services.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div role="status" aria-label={t('teamSchedule.services.loading')} className="space-y-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      );
    }
    if (rows.length === 0) {
      return <EmptyState icon={Scissors} title={t('teamSchedule.services.empty')} />;
    }
    return form.services.map((service) => {
      const row = rows.find((r) => r.serviceId === service.serviceId);
      return row ? (
        <ServiceTermsFields
          key={service.serviceId}
          service={service}
          row={row}
          form={form}
          currency={query.data?.currency ?? 'EUR'}
        />
      ) : null;
    });
  };
  return (
    <MemberFormDialog part="services" member={member} form={form} onClose={onClose}>
      <div className="space-y-3">{body()}</div>
    </MemberFormDialog>
  );
}
