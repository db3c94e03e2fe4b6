import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormSection, FormSectionsSkeleton } from '@/components/ui/form-section';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/error-message';
import { type BookingSettings, useBookingSettingsQuery } from '../api/booking-settings';
import { useSlotsForm } from '../hooks/use-slots-form';
import { MoneySection, SlotsSaveBar, SlotsSection } from './slots-form-sections';
import { WeekdayHoursRow } from './weekday-hours-row';

function SlotsForm({ settings }: { settings: BookingSettings }) {
  const { t } = useTranslation();
  const form = useSlotsForm(settings);
  const { control, days, errorAt, onSubmit, problem } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
      <SlotsSection settings={settings} form={form} />

      <MoneySection form={form} />

      <FormSection
        title={t('dashboard.slots.sections.hours')}
        description={t('dashboard.slots.sections.hoursHint')}
      >
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {days.map((day, index) => (
            <WeekdayHoursRow
              // biome-ignore lint/suspicious/noArrayIndexKey: the seven weekdays never move.
              key={index}
              weekday={index + 1}
              settings={settings}
              mode={day.mode}
              control={control}
              errorAt={errorAt}
            />
          ))}
        </ul>
      </FormSection>
      <SlotsSaveBar form={form} />
    </form>
  );
}

/** Slot length, chairs, horizon, fee, refund window and booking hours of the shop. */
export function SlotsPanel() {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch } = useBookingSettingsQuery();
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <PageHeader
        title={t('dashboard.pages.slots.title')}
        description={t('dashboard.pages.slots.description')}
      />
      {data ? (
        <SlotsForm settings={data} />
      ) : isLoading || isFetching || !error ? (
        <div role="status" aria-label={t('dashboard.slots.loading')}>
          <FormSectionsSkeleton fields={3} aria-hidden />
        </div>
      ) : (
        <EmptyState
          icon={Clock}
          title={t('dashboard.slots.loadFailed')}
          description={errorMessage(error, t('messages.somethingWentWrong'))}
        >
          <Button onClick={() => void refetch()}>{t('actions.tryAgain')}</Button>
        </EmptyState>
      )}
    </div>
  );
}
