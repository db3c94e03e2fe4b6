import type { AuditAction } from '@jono/contract/api/audit';
import {
  ArrowLeftRight,
  ArrowUpToLine,
  Ban,
  CalendarClock,
  CalendarMinus,
  CalendarPlus,
  CalendarX,
  EyeOff,
  FolderMinus,
  FolderPen,
  FolderPlus,
  Globe,
  GlobeCode,
  HandCoins,
  ImageMinus,
  ImageOff,
  ImagePlus,
  Images,
  KeyRound,
  ListOrdered,
  LockKeyhole,
  type LucideIcon,
  Mail,
  Megaphone,
  PackageMinus,
  PackagePlus,
  Pencil,
  Phone,
  PhoneOff,
  Settings,
  Tag,
  UserCheck,
  UserCog,
  UserMinus,
  UserPlus,
  UserX,
  Webhook,
  WebhookOff,
  XCircle,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '@/components/ui/list-card';
import { scopeName } from '@/lib/api-key-scopes';
import { formatShopDateTime } from '@/lib/dates';
import type { AuditEntry } from '../api/audit-log';
import { describeEntry } from '../utils/describe-entry';
import { describeSettingChanges } from '../utils/describe-settings';

const actionIcons: Record<AuditAction, LucideIcon> = {
  order_moved_up: ArrowUpToLine,
  order_cancelled: XCircle,
  order_no_show: UserX,
  order_barber_changed: ArrowLeftRight,
  booking_barber_changed: ArrowLeftRight,
  booking_cancelled: CalendarX,
  booking_moved: CalendarClock,
  waitlist_removed: UserMinus,
  refund_approved: HandCoins,
  refund_rejected: Ban,
  queue_changed: ListOrdered,
  price_changed: Tag,
  shop_published: Globe,
  shop_unpublished: EyeOff,
  settings_changed: Settings,
  holiday_added: CalendarPlus,
  holiday_removed: CalendarMinus,
  staff_invited: Mail,
  staff_role_changed: UserCog,
  staff_deactivated: UserX,
  staff_activated: UserCheck,
  staff_joined: UserPlus,
  item_added: PackagePlus,
  item_removed: PackageMinus,
  item_changed: Pencil,
  category_added: FolderPlus,
  category_renamed: FolderPen,
  category_removed: FolderMinus,
  phone_blocked: PhoneOff,
  phone_unblocked: Phone,
  cover_set: ImagePlus,
  cover_removed: ImageOff,
  photo_added: Images,
  photo_removed: ImageMinus,
  webhook_added: Webhook,
  webhook_removed: WebhookOff,
  api_key_made: KeyRound,
  api_key_revoked: LockKeyhole,
  embed_sites_changed: GlobeCode,
  broadcast_sent: Megaphone,
};

/**
 * One recorded action: what happened (each setting a save changed on a line of its own, what
 * a new API key may do), why (when a reason or note was given), who and when.
 */
export function AuditEntryCard({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const whatId = useId();
  const Icon = actionIcons[entry.action];
  const { reason, note, changes, scopes } = entry.details;
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
          {changes && changes.length > 0 ? (
            <ul className="space-y-0.5 break-words text-sm text-zinc-800 dark:text-zinc-200">
              {describeSettingChanges(changes, t, i18n.language).map((line) => (
                // Each line names a different setting (or weekday), so no two are the same.
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          {reason ? (
            <p className="break-words text-sm text-zinc-800 dark:text-zinc-200">
              {t('auditLog.reason', { reason })}
            </p>
          ) : null}
          {note ? (
            <p className="break-words text-sm text-zinc-800 dark:text-zinc-200">
              {entry.action === 'broadcast_sent'
                ? t('auditLog.message', { note })
                : t('auditLog.note', { note })}
            </p>
          ) : null}
          {scopes && scopes.length > 0 ? (
            <p className="break-words text-sm text-zinc-800 dark:text-zinc-200">
              {t('auditLog.scopes', {
                scopes: scopes.map((scope) => scopeName(t, scope)).join(', '),
              })}
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
