import type { AuditAction } from '@jono/contract/api/audit';
import {
  ArrowLeftRight,
  ArrowUpToLine,
  Ban,
  CalendarClock,
  CalendarX,
  EyeOff,
  Globe,
  HandCoins,
  ListOrdered,
  type LucideIcon,
  Tag,
  UserMinus,
  UserX,
  XCircle,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '@/components/ui/list-card';
import { formatShopDateTime } from '@/lib/dates';
import type { AuditEntry } from '../api/audit-log';
import { describeEntry } from '../utils/describe-entry';

const actionIcons: Record<AuditAction, LucideIcon> = {
  order_moved_up: ArrowUpToLine,
  order_cancelled: XCircle,
  order_no_show: UserX,
  order_barber_changed: ArrowLeftRight,
  booking_cancelled: CalendarX,
  booking_moved: CalendarClock,
  waitlist_removed: UserMinus,
  refund_approved: HandCoins,
  refund_rejected: Ban,
  queue_changed: ListOrdered,
  price_changed: Tag,
  shop_published: Globe,
  shop_unpublished: EyeOff,
};

/** One recorded action: what happened, why (when a reason was given), who and when. */
export function AuditEntryCard({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const whatId = useId();
  const Icon = actionIcons[entry.action];
  const { reason } = entry.details;
  return (
    <ListCard
      aria-labelledby={whatId}
      data-testid="audit-entry"
      isBusy={false}
      // Focused by "Load more" (not a stop of its own for Tab).
      tabIndex={-1}
      className="focus-ring"
    >
      <div className="flex gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
          <Icon aria-hidden className="size-4.5" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h2
            id={whatId}
            className="break-words font-semibold text-base text-zinc-950 dark:text-white"
          >
            {describeEntry(entry, t, i18n.language, timeZone)}
          </h2>
          {reason ? (
            <p className="break-words text-sm text-zinc-800 dark:text-zinc-200">
              {t('auditLog.reason', { reason })}
            </p>
          ) : null}
          <p className="flex flex-col text-sm text-zinc-600 sm:flex-row sm:gap-x-2 dark:text-zinc-400">
            <span className="break-words">
              <span className="sr-only">{t('auditLog.by')}: </span>
              {entry.actor.name || t('auditLog.formerStaff')}
            </span>
            <span aria-hidden className="hidden sm:inline">
              ·
            </span>
            <time dateTime={entry.at} className="tabular-nums">
              {formatShopDateTime(entry.at, i18n.language, timeZone)}
            </time>
          </p>
        </div>
      </div>
    </ListCard>
  );
}
