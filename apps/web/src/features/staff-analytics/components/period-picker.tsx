import { MAX_ANALYTICS_DAYS } from '@jono/contract/api/analytics';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import {
  customRangeProblem,
  type DateRange,
  type Period,
  type PeriodChoice,
  type PeriodPreset,
  periodChoices,
  type RangeProblem,
} from '../utils/period';

const choiceLabels = {
  today: 'analytics.period.today',
  '7d': 'analytics.period.days7',
  '30d': 'analytics.period.days30',
  custom: 'analytics.period.custom',
} as const;

/** Today, 7 days, 30 days or a custom range. */
function ChoiceGroup({
  selected,
  onSelect,
}: {
  selected: PeriodChoice;
  onSelect: (choice: PeriodChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedChoice
      legend={t('analytics.period.label')}
      choices={periodChoices.map((choice) => ({ value: choice, label: t(choiceLabels[choice]) }))}
      selected={selected}
      onSelect={onSelect}
      className="w-full sm:w-auto"
    />
  );
}

const problemKeys = {
  missing: 'analytics.period.problems.missing',
  endsBeforeStart: 'analytics.period.problems.endsBeforeStart',
  inFuture: 'analytics.period.problems.inFuture',
  tooLong: 'analytics.period.problems.tooLong',
} as const;

/** Two local dates, both included; checked before the figures are asked for. */
function CustomRangeForm({
  initial,
  today,
  onApply,
}: {
  initial: DateRange;
  today: string;
  onApply: (range: DateRange) => void;
}) {
  const { t } = useTranslation();
  const [range, setRange] = useState(initial);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const errorOf = (field: 'from' | 'to') =>
    problem?.field === field
      ? t(problemKeys[problem.problem], { days: MAX_ANALYTICS_DAYS })
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(range, today);
    setProblem(found);
    if (!found) onApply(range);
  };
  return (
    <form
      aria-label={t('analytics.period.customForm')}
      noValidate
      onSubmit={submit}
      className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap"
    >
      <DateField
        label={t('analytics.period.from')}
        value={range.from}
        max={today}
        today={today}
        error={errorOf('from')}
        onChange={(from) => setRange({ ...range, from })}
        className="sm:w-44"
      />
      <DateField
        label={t('analytics.period.to')}
        value={range.to}
        max={today}
        today={today}
        error={errorOf('to')}
        onChange={(to) => setRange({ ...range, to })}
        className="sm:w-44"
      />
      <Button type="submit" className="col-span-2 h-12 sm:mt-7">
        {t('analytics.period.apply')}
      </Button>
    </form>
  );
}

/** The period picker; a custom range is only asked for once "Custom" is chosen. */
export function PeriodPicker({
  period,
  today,
  onPreset,
  onRange,
}: {
  period: Period;
  today: string;
  onPreset: (preset: PeriodPreset) => void;
  onRange: (range: DateRange) => void;
}) {
  const periodKey = `${period.choice}:${period.from}:${period.to}`;
  // The period the address names: a preset's dates move with "today", first counted on the
  // browser's clock and then on the shop's, and that must not close a form just opened.
  const addressKey = period.choice === 'custom' ? periodKey : period.choice;
  // "Custom" opens the form without changing the figures; a new address closes it again.
  const [customOpenedAt, setCustomOpenedAt] = useState<string | null>(null);
  const selected = customOpenedAt === addressKey ? 'custom' : period.choice;
  const select = (choice: PeriodChoice) => {
    if (choice === 'custom') {
      setCustomOpenedAt(addressKey);
    } else {
      setCustomOpenedAt(null);
      onPreset(choice);
    }
  };
  return (
    <div className="space-y-4">
      <ChoiceGroup selected={selected} onSelect={select} />
      {selected === 'custom' ? (
        <CustomRangeForm
          key={periodKey}
          initial={{ from: period.from, to: period.to }}
          today={today}
          onApply={onRange}
        />
      ) : null}
    </div>
  );
}
