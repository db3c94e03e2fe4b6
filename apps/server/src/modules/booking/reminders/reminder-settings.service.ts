import {
  DEFAULT_QUIET_HOURS,
  DEFAULT_REMINDER_OFFSETS_MINUTES,
  type QuietHours,
  type ReminderSettings,
  type ReminderSettingsBody,
} from '@jono/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { shopReminderSettings } from '../../../db/schema/index';
import {
  recordSettingsChange,
  reminderSettingsChanges,
  type SettingsEditor,
} from '../../audit/setting-changes.service';
import { shopOfStaff } from '../staff-shop';

/** When a shop's reminders go; a shop that never saved any has the defaults. */
export interface ShopReminderRules {
  offsetsMinutes: readonly number[];
  quietHours: QuietHours | null;
}

const defaults: ShopReminderRules = {
  offsetsMinutes: DEFAULT_REMINDER_OFFSETS_MINUTES,
  quietHours: DEFAULT_QUIET_HOURS,
};

const largestFirst = (offsets: readonly number[]) => [...offsets].sort((a, b) => b - a);

/** The reminder rules of these shops, one query for all of them. */
export async function reminderRulesOf(
  db: Db,
  shopIds: readonly string[],
): Promise<(shopId: string) => ShopReminderRules> {
  const rows =
    shopIds.length === 0
      ? []
      : await db
          .select()
          .from(shopReminderSettings)
          .where(inArray(shopReminderSettings.shopId, [...shopIds]));
  const saved = new Map(
    rows.map((row): [string, ShopReminderRules] => [
      row.shopId,
      {
        offsetsMinutes: row.offsetsMinutes,
        quietHours:
          row.quietStarts && row.quietEnds
            ? { starts: row.quietStarts, ends: row.quietEnds }
            : null,
      },
    ]),
  );
  return (shopId) => saved.get(shopId) ?? defaults;
}

export async function getReminderSettings(db: Db, shopId: string): Promise<ReminderSettings> {
  const shop = await shopOfStaff(db, shopId);
  const rules = (await reminderRulesOf(db, [shopId]))(shopId);
  return {
    offsetsMinutes: largestFirst(rules.offsetsMinutes),
    quietHours: rules.quietHours,
    timezone: shop.timezone,
  };
}

/**
 * Replaces the shop's reminder times and quiet hours, with its entry on the shop's record;
 * reminders already sent stay sent.
 */
export async function saveReminderSettings(
  db: Db,
  editor: SettingsEditor,
  input: ReminderSettingsBody,
): Promise<ReminderSettings> {
  const { shopId } = editor;
  const before = await getReminderSettings(db, shopId);
  const values = {
    offsetsMinutes: largestFirst(input.offsetsMinutes),
    quietStarts: input.quietHours?.starts ?? null,
    quietEnds: input.quietHours?.ends ?? null,
    updatedAt: new Date(),
  };
  const after = {
    offsetsMinutes: values.offsetsMinutes,
    quietHours: input.quietHours,
    timezone: before.timezone,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(shopReminderSettings)
      .values({ shopId, ...values })
      .onConflictDoUpdate({ target: shopReminderSettings.shopId, set: values });
    await recordSettingsChange(tx, editor, reminderSettingsChanges(before, after));
  });
  return after;
}
