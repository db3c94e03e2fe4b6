import type { ShopBarber } from '@jono/contract/api/shops';
import { formatClockTime } from '@jono/contract/rules/time-range';
import { zonedParts } from '@jono/contract/rules/zoned-time';
import { Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { formatMinutes } from '@/lib/format';
import { formatStartRange } from '@/lib/shop-time';

/**
 * When a barber is next free, in words: now, in a range (the shop's page) or at a time on the
 * shop's clock, or not known; and until when they work today, for one whose own hours end
 * their day.
 */
function useNextFree() {
  const { t } = useTranslation();
  const clock = (instant: string, timezone: string) =>
    formatClockTime(zonedParts(new Date(instant), timezone).minutes);
  return (barber: ShopBarber, timezone: string, now: number): string => {
    if (!barber.workingToday) return t('barbers.notWorking');
    const until = barber.workingUntil && clock(barber.workingUntil, timezone);
    if (!barber.nextFreeAt) {
      return until ? t('barbers.leavingSoon', { time: until }) : t('barbers.freeUnknown');
    }
    const free =
      Date.parse(barber.nextFreeAt) <= now + 60_000
        ? t('barbers.freeNow')
        : barber.nextFreeRange
          ? t('barbers.freeAround', {
              range: formatStartRange(barber.nextFreeRange, timezone, now),
            })
          : t('barbers.freeAt', { time: clock(barber.nextFreeAt, timezone) });
    return until ? t('barbers.freeUntil', { free, time: until }) : free;
  };
}

function Option({
  name,
  value,
  isChecked,
  isDisabled = false,
  picture,
  title,
  detail,
  onChoose,
}: {
  name: string;
  value: string;
  isChecked: boolean;
  isDisabled?: boolean;
  picture: ReactNode;
  title: string;
  detail: string;
  onChoose: () => void;
}) {
  return (
    <div>
      <label
        className={cn(
          'flex items-center gap-3 rounded-2xl border px-4 py-3 transition-colors',
          isDisabled
            ? 'cursor-not-allowed border-zinc-200 opacity-60 dark:border-zinc-800'
            : 'cursor-pointer hover:border-amber-400 dark:hover:border-amber-400/60',
          isChecked && !isDisabled
            ? 'border-amber-500 bg-amber-50 ring-1 ring-amber-500 dark:border-amber-400 dark:bg-amber-400/10 dark:ring-amber-400'
            : 'border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/70',
        )}
      >
        <input
          type="radio"
          name={name}
          value={value}
          checked={isChecked}
          disabled={isDisabled}
          onChange={onChoose}
          className="size-4 shrink-0 accent-amber-600"
        />
        {picture}
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-sm text-zinc-950 dark:text-white">
            {title}
          </span>
          {/* Wraps rather than cut: its end (a time) is what a customer reads it for. */}
          <span className="block text-xs text-zinc-600 dark:text-zinc-400">{detail}</span>
        </span>
      </label>
    </div>
  );
}

/**
 * "Any barber" or one of the shop's barbers as radio buttons, each with a photo and a line
 * (`detailOf`); `rule` says in one sentence above the choice what "any barber" means.
 */
export function BarberRadioGroup({
  team,
  value,
  onChange,
  rule,
  anyDetail,
  detailOf,
  isUnavailable = () => false,
  label,
}: {
  team: readonly ShopBarber[];
  /** The chosen barber's id; null is any barber. */
  value: string | null;
  onChange: (barberId: string | null) => void;
  rule: string;
  anyDetail: string;
  detailOf: (barber: ShopBarber) => string;
  /** Shown, but not to be chosen. */
  isUnavailable?: (barber: ShopBarber) => boolean;
  /** The group's accessible name, when no heading names it. */
  label?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const ruleId = useId();
  return (
    <div className="space-y-3">
      <p id={ruleId} className="text-sm text-zinc-700 dark:text-zinc-300">
        {rule}
      </p>
      <div
        role="radiogroup"
        aria-label={label ?? t('barbers.title')}
        aria-describedby={ruleId}
        className="grid grid-cols-1 gap-2 sm:grid-cols-2"
      >
        <Option
          name={name}
          value="any"
          isChecked={value === null}
          picture={
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300">
              <Users aria-hidden className="size-4" />
            </span>
          }
          title={t('barbers.any')}
          detail={anyDetail}
          onChoose={() => onChange(null)}
        />
        {team.map((barber) => (
          <Option
            key={barber.id}
            name={name}
            value={barber.id}
            isChecked={value === barber.id}
            isDisabled={isUnavailable(barber)}
            picture={<Avatar name={barber.name} src={barber.avatar} size="sm" />}
            title={barber.name}
            detail={detailOf(barber)}
            onChoose={() => onChange(barber.id)}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * A walk-in's barber: "any barber" (the first chair that frees up) or one of the shop's
 * barbers, each with whether they work today and when they are next free; those not working
 * today are shown but cannot be chosen.
 */
export function BarberChoice({
  team,
  timezone,
  anyWaitMinutes,
  value,
  onChange,
  now = Date.now(),
  label,
  notDoneBy = () => null,
}: {
  team: readonly ShopBarber[];
  timezone: string;
  /** Minutes a walk-in for any barber would wait now. */
  anyWaitMinutes: number;
  /** The chosen barber's id; null is any barber. */
  value: string | null;
  onChange: (barberId: string | null) => void;
  now?: number;
  /** The group's accessible name, when no heading names it. */
  label?: string;
  /** What of the order a barber does not do, in words; null when they do it all. */
  notDoneBy?: (barberId: string) => string | null;
}) {
  const { t, i18n } = useTranslation();
  const nextFree = useNextFree();
  return (
    <BarberRadioGroup
      team={team}
      value={value}
      onChange={onChange}
      rule={t('barbers.rule')}
      anyDetail={
        anyWaitMinutes > 0
          ? t('barbers.anyWait', { time: formatMinutes(anyWaitMinutes, i18n.language) })
          : t('barbers.freeNow')
      }
      detailOf={(barber) =>
        `${t(`barbers.role.${barber.role}`)} · ${notDoneBy(barber.id) ?? nextFree(barber, timezone, now)}`
      }
      isUnavailable={(barber) => !barber.workingToday}
      {...(label ? { label } : {})}
    />
  );
}
