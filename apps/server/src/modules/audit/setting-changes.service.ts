// What a save of the shop's set-up changed, setting by setting, for the shop's record: the
// owner sees who changed the fee or the hours, and from what to what.
import type {
  AuditSetting,
  AuditSettingChange,
  AuditValue,
  BookingSettings,
  ReminderSettings,
  ShopSettings,
} from '@jono/contract';
import type { Db } from '../../db/client';
import type { PhotoChange } from '../shops/shop-photos.service';
import { recordAudit } from './audit.service';

type WeekdayHours = ShopSettings['openingHours'][number];

/** Lists compare by content, so a save that sends the same again records nothing. */
const same = (a: AuditValue, b: AuditValue) => JSON.stringify(a) === JSON.stringify(b);

function plainChanges(
  pairs: ReadonlyArray<readonly [AuditSetting, AuditValue, AuditValue]>,
): AuditSettingChange[] {
  return pairs.flatMap(([setting, before, after]) =>
    same(before, after) ? [] : [{ setting, before, after }],
  );
}

/** A day's hours as 'HH:MM-HH:MM', or null when the day has none; one change per weekday. */
function hoursChanges(
  setting: 'openingHours' | 'bookingHours',
  before: readonly WeekdayHours[],
  after: readonly WeekdayHours[],
): AuditSettingChange[] {
  const span = (hours: readonly WeekdayHours[], weekday: number) => {
    const day = hours.find((h) => h.weekday === weekday);
    return day ? `${day.opens}-${day.closes}` : null;
  };
  return [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => {
    const was = span(before, weekday);
    const is = span(after, weekday);
    return was === is ? [] : [{ setting, weekday, before: was, after: is }];
  });
}

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The ids of the additional services a shop offers, in a fixed order. */
const offered = (services: ShopSettings['additionalServices']) =>
  Object.entries(services)
    .filter(([, service]) => service.value)
    .map(([id]) => id)
    .sort();

const position = (s: ShopSettings) => (s.lat === null ? null : `${s.lat}, ${s.lng}`);

export function shopSettingsChanges(
  before: ShopSettings,
  after: ShopSettings,
): AuditSettingChange[] {
  return [
    ...plainChanges([
      ['name', before.name, after.name],
      ['address', before.address, after.address],
      ['city', before.city, after.city],
      ['postalCode', before.postalCode, after.postalCode],
      ['country', before.country, after.country],
      ['location', position(before), position(after)],
      ['timezone', before.timezone, after.timezone],
    ]),
    ...hoursChanges('openingHours', before.openingHours, after.openingHours),
    ...plainChanges([
      ['weeklyOffs', sorted(before.weeklyOffs), sorted(after.weeklyOffs)],
      ['chairCount', before.chairCount, after.chairCount],
      ['queueLimit', before.queueLimit, after.queueLimit],
      ['maxWaitMinutes', before.maxWaitMinutes, after.maxWaitMinutes],
      ['bookingFee', before.bookingFee, after.bookingFee],
      ['slotLengthMinutes', before.slotLengthMinutes, after.slotLengthMinutes],
      ['refundWindowHours', before.refundWindowHours, after.refundWindowHours],
      ['retentionDays', before.retentionDays, after.retentionDays],
      ['defaultBreakMinutes', before.defaultBreakMinutes, after.defaultBreakMinutes],
      ['additionalServices', offered(before.additionalServices), offered(after.additionalServices)],
    ]),
  ];
}

export function bookingSettingsChanges(
  before: BookingSettings,
  after: BookingSettings,
): AuditSettingChange[] {
  return [
    ...plainChanges([
      ['slotLengthMinutes', before.slotLengthMinutes, after.slotLengthMinutes],
      ['bookableChairs', before.bookableChairs, after.bookableChairs],
      ['horizonDays', before.horizonDays, after.horizonDays],
      ['bookingFee', before.bookingFee, after.bookingFee],
      ['refundWindowHours', before.refundWindowHours, after.refundWindowHours],
      ['moveLimit', before.moveLimit, after.moveLimit],
    ]),
    ...hoursChanges('bookingHours', before.bookingHours, after.bookingHours),
  ];
}

const quiet = (hours: ReminderSettings['quietHours']) =>
  hours ? `${hours.starts}-${hours.ends}` : null;

export function reminderSettingsChanges(
  before: ReminderSettings,
  after: ReminderSettings,
): AuditSettingChange[] {
  return plainChanges([
    ['reminderTimes', [...before.offsetsMinutes], [...after.offsetsMinutes]],
    ['quietHours', quiet(before.quietHours), quiet(after.quietHours)],
  ]);
}

/** Who saved the settings, and when. */
export interface SettingsEditor {
  shopId: string;
  actorId: string;
  at: Date;
}

/** The staff member making a change (as `staffOf` gives them) as the record names them. */
export const editorOf = (staff: { shopId: string; userId: string }, at: Date): SettingsEditor => ({
  shopId: staff.shopId,
  actorId: staff.userId,
  at,
});

/** One entry for one save, listing what it changed; a save that changed nothing records none. */
export async function recordSettingsChange(
  tx: Db,
  editor: SettingsEditor,
  changes: AuditSettingChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await recordAudit(tx, {
    ...editor,
    action: 'settings_changed',
    subject: { kind: 'shop', id: editor.shopId, label: '' },
    details: { changes },
  });
}

/** An invited member set their password and joined the team: they are the one who did it. */
export function recordInvitationAccepted(
  tx: Db,
  member: { id: string; shopId: string; name: string },
  at: Date,
): Promise<void> {
  return recordAudit(tx, {
    shopId: member.shopId,
    actorId: member.id,
    at,
    action: 'staff_joined',
    subject: { kind: 'staff', id: member.id, label: member.name },
  });
}

/** A cover set or removed, or a gallery photo added or removed, under who did it. */
export function recordPhotoChange(
  tx: Db,
  editor: SettingsEditor,
  change: PhotoChange,
  photoId: string,
): Promise<void> {
  return recordAudit(tx, {
    ...editor,
    action: change,
    subject: { kind: 'photo', id: photoId, label: '' },
  });
}
