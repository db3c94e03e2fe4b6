import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { TimeField } from '@/components/ui/time-field';
import { cn } from '@/lib/cn';
import { browserTimeZone } from '@/lib/dates';
import { formatMinutes } from '@/lib/format';
import { shopClock } from '@/lib/shop-time';
import { useNow } from '@/lib/use-now';
import { type BreakLength, breakPresetsWith, breakUntil } from '../utils/break-length';

type Choice = { kind: 'preset'; minutes: number } | { kind: 'until'; time: string };

const problemKeys = {
  passed: 'liveStatus.break.problems.passed',
  tooLong: 'liveStatus.break.problems.tooLong',
} as const;

/** The usual break lengths, the shop's own among them, as a row of radio buttons. */
function BreakPresets({
  defaultMinutes,
  chosen,
  isPending,
  onChoose,
}: {
  defaultMinutes: number;
  /** The length chosen, or null when the break lasts until a time of day. */
  chosen: number | null;
  isPending: boolean;
  onChoose: (minutes: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className="font-medium text-sm text-zinc-800 dark:text-zinc-200">
        {t('liveStatus.break.length')}
      </legend>
      <div className="mt-2 grid grid-cols-4 gap-2">
        {breakPresetsWith(defaultMinutes).map((minutes) => {
          const isChecked = chosen === minutes;
          return (
            <label
              key={minutes}
              className={cn(
                'relative grid h-11 cursor-pointer place-items-center rounded-xl border font-semibold text-sm tabular-nums transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-500 has-[:focus-visible]:outline-offset-2',
                isChecked
                  ? 'border-amber-400 bg-amber-50 text-zinc-950 dark:border-amber-400/70 dark:bg-amber-400/10 dark:text-white'
                  : 'border-zinc-200 text-zinc-700 hover:bg-zinc-50 dark:border-zinc-800 dark:text-zinc-300 dark:hover:bg-zinc-800/60',
              )}
            >
              <input
                type="radio"
                name={name}
                checked={isChecked}
                disabled={isPending}
                onChange={() => onChoose(minutes)}
                className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-xl opacity-0"
              />
              {formatMinutes(minutes, i18n.language)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** When the barber is back, said as the choice changes: customers waiting are told the same. */
function BreakEnds({ endsAt }: { endsAt: number | null }) {
  const { t } = useTranslation();
  return (
    <p
      aria-live="polite"
      data-testid="break-ends"
      className="rounded-xl bg-zinc-50 px-3.5 py-2.5 text-sm text-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300"
    >
      {endsAt === null
        ? t('liveStatus.break.chooseEnd')
        : t('liveStatus.break.backAt', { time: shopClock(endsAt, browserTimeZone()) })}
    </p>
  );
}

/**
 * How long a break lasts: one of the usual lengths, or until a time of day. The end it
 * leads to is shown before it is saved; customers waiting for the barber are told it.
 */
export function BreakDialog({
  isOnBreak,
  isPending,
  defaultMinutes,
  onClose,
  onStart,
}: {
  /** The shop's break length: chosen first, and among the lengths offered. */
  defaultMinutes: number;
  /** Already on a break: the new length counts from now. */
  isOnBreak: boolean;
  isPending: boolean;
  onClose: () => void;
  onStart: (minutes: number) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const now = useNow(15_000);
  const [choice, setChoice] = useState<Choice>({ kind: 'preset', minutes: defaultMinutes });
  const [isTried, setIsTried] = useState(false);
  const length: BreakLength | null =
    choice.kind === 'preset'
      ? { minutes: choice.minutes }
      : choice.time === ''
        ? null
        : breakUntil(choice.time, now);
  const endsAt = length && 'minutes' in length ? now + length.minutes * 60_000 : null;
  const problem =
    length && 'problem' in length
      ? t(problemKeys[length.problem])
      : isTried && length === null
        ? t('liveStatus.break.problems.missing')
        : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsTried(true);
    if (!length || !('minutes' in length)) return;
    if (await onStart(length.minutes)) onClose();
  };

  return (
    <FormDialog
      onClose={onClose}
      title={isOnBreak ? t('liveStatus.break.changeTitle') : t('liveStatus.break.title')}
      description={t('liveStatus.break.description')}
      isPending={isPending}
      problem={null}
      onSubmit={submit}
      cancelLabel={t('liveStatus.break.cancel')}
      submitLabel={isOnBreak ? t('liveStatus.break.save') : t('liveStatus.break.start')}
      pendingLabel={t('liveStatus.break.saving')}
    >
      <BreakPresets
        defaultMinutes={defaultMinutes}
        chosen={choice.kind === 'preset' ? choice.minutes : null}
        isPending={isPending}
        onChoose={(minutes) => setChoice({ kind: 'preset', minutes })}
      />
      <TimeField
        label={t('liveStatus.break.until')}
        value={choice.kind === 'until' ? choice.time : ''}
        onChange={(time) =>
          setChoice(
            time === '' && choice.kind === 'preset' ? choice : { kind: 'until', time: time },
          )
        }
        error={problem}
        disabled={isPending}
      />
      <BreakEnds endsAt={endsAt} />
    </FormDialog>
  );
}
