import { MAX_REMINDERS } from '@jono/contract/rules/reminder-times';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { IconButton } from '@/components/ui/icon-button';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { TimeField } from '@/components/ui/time-field';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import {
  type ReminderSettings,
  useReminderSettingsQuery,
  useUpdateReminderSettingsMutation,
} from '../api/booking-reminders';
import { formatOffset, offsetChoices } from '../utils/reminder-offsets';

/** The evening and morning a shop starts from when it turns quiet hours on again. */
const SUGGESTED_QUIET = { starts: '21:00', ends: '08:00' };

/** Each reminder's time before the start, with a way to remove it; a time chosen twice is marked. */
function ReminderRows({
  offsets,
  choices,
  isTwice,
  onChange,
}: {
  offsets: number[];
  choices: number[];
  isTwice: boolean;
  onChange: (offsets: number[]) => void;
}) {
  const { t, i18n } = useTranslation();
  return offsets.length === 0 ? (
    <p className="text-sm text-zinc-600 dark:text-zinc-400">
      {t('dashboard.slots.reminders.none')}
    </p>
  ) : (
    <ul className="space-y-3">
      {offsets.map((offset, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list.
        <li key={index} className="flex items-end gap-2">
          <SelectField
            className="min-w-0 flex-1 sm:max-w-xs"
            label={t('dashboard.slots.reminders.nth', { n: index + 1 })}
            value={String(offset)}
            error={
              isTwice && offsets.indexOf(offset) !== index
                ? t('dashboard.slots.reminders.twice')
                : undefined
            }
            options={choices.map((minutes) => ({
              value: String(minutes),
              label: t('dashboard.slots.reminders.before', {
                time: formatOffset(minutes, i18n.language),
              }),
            }))}
            onChange={(event) =>
              onChange(offsets.map((o, i) => (i === index ? Number(event.target.value) : o)))
            }
          />
          <IconButton
            icon={X}
            label={t('dashboard.slots.reminders.remove', { n: index + 1 })}
            variant="ghost"
            className="mb-1 shrink-0"
            onClick={() => onChange(offsets.filter((_, i) => i !== index))}
          />
        </li>
      ))}
    </ul>
  );
}

/** Quiet hours: when reminders wait until morning, in the shop's zone. */
function QuietHoursFields({
  isQuiet,
  quiet,
  error,
  timezone,
  onQuietChange,
  onChange,
}: {
  isQuiet: boolean;
  quiet: { starts: string; ends: string };
  error: string | undefined;
  timezone: string;
  onQuietChange: (isQuiet: boolean) => void;
  onChange: (quiet: { starts: string; ends: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 border-zinc-100 border-t pt-4 dark:border-zinc-800">
      <Switch
        label={t('dashboard.slots.reminders.quiet')}
        description={t('dashboard.slots.reminders.quietHint', { zone: timezone })}
        checked={isQuiet}
        onCheckedChange={onQuietChange}
      />
      {isQuiet ? (
        <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
          <TimeField
            label={t('dashboard.slots.reminders.quietStarts')}
            value={quiet.starts}
            error={error}
            onChange={(starts) => onChange({ ...quiet, starts })}
          />
          <TimeField
            label={t('dashboard.slots.reminders.quietEnds')}
            value={quiet.ends}
            onChange={(ends) => onChange({ ...quiet, ends })}
          />
        </div>
      ) : null}
    </div>
  );
}

function ReminderSettingsForm({ settings }: { settings: ReminderSettings }) {
  const { t } = useTranslation();
  const [save, { isLoading: isSaving }] = useUpdateReminderSettingsMutation();
  const [offsets, setOffsets] = useState<number[]>(settings.offsetsMinutes);
  const [quiet, setQuiet] = useState(settings.quietHours ?? SUGGESTED_QUIET);
  const [isQuiet, setIsQuiet] = useState(settings.quietHours !== null);
  const [problem, setProblem] = useState<string | null>(null);

  const choices = offsetChoices(settings.offsetsMinutes);
  const isTwice = new Set(offsets).size !== offsets.length;
  const quietError =
    isQuiet && (quiet.starts === '' || quiet.ends === '')
      ? t('dashboard.slots.reminders.quietMissing')
      : isQuiet && quiet.starts === quiet.ends
        ? t('dashboard.slots.reminders.quietEmpty')
        : undefined;

  const nextFree = choices.find((c) => !offsets.includes(c)) ?? choices[0] ?? 60;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (isTwice || quietError) return;
    try {
      const saved = await save({
        offsetsMinutes: offsets,
        quietHours: isQuiet ? quiet : null,
      }).unwrap();
      setOffsets(saved.offsetsMinutes);
      notify.success(t('dashboard.slots.reminders.saved'), { id: 'reminder-settings' });
    } catch (error) {
      const message = errorMessage(error, t('messages.somethingWentWrong'));
      setProblem(message);
      notify.error(message, { id: 'reminder-settings' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="reminder-settings">
      <FormSection
        title={t('dashboard.slots.reminders.title')}
        description={t('dashboard.slots.reminders.hint')}
      >
        {problem ? <Alert tone="danger">{problem}</Alert> : null}
        <ReminderRows offsets={offsets} choices={choices} isTwice={isTwice} onChange={setOffsets} />
        {offsets.length < MAX_REMINDERS ? (
          <Button variant="secondary" size="sm" onClick={() => setOffsets([...offsets, nextFree])}>
            <Plus aria-hidden className="size-4" />
            {t('dashboard.slots.reminders.add')}
          </Button>
        ) : (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">
            {t('dashboard.slots.reminders.max', { max: MAX_REMINDERS })}
          </p>
        )}

        <QuietHoursFields
          isQuiet={isQuiet}
          quiet={quiet}
          error={quietError}
          timezone={settings.timezone}
          onQuietChange={setIsQuiet}
          onChange={setQuiet}
        />

        <div className="flex justify-end">
          <BusyButton type="submit" busy={isSaving} busyLabel={t('dashboard.slots.saving')}>
            {t('dashboard.slots.reminders.save')}
          </BusyButton>
        </div>
      </FormSection>
    </form>
  );
}

/** The booking settings page's reminders: up to three times before the start, quiet hours. */
export function ReminderSettingsPanel() {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch } = useReminderSettingsQuery();
  return (
    <div className="mx-auto mt-6 max-w-4xl">
      {data ? (
        <ReminderSettingsForm settings={data} />
      ) : isLoading || isFetching || !error ? (
        <div role="status" aria-label={t('dashboard.slots.reminders.loading')}>
          <Skeleton className="h-48 w-full rounded-2xl" />
        </div>
      ) : (
        <LoadFailedAlert
          title={t('dashboard.slots.reminders.loadFailed')}
          error={error}
          onRetry={() => void refetch()}
        />
      )}
    </div>
  );
}
