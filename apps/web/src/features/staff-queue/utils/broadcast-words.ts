import { BROADCAST_MESSAGE_MAX, type BroadcastPreset } from '@jono/contract/api/broadcast';
import type { TFunction } from 'i18next';
import type { BroadcastBody, BroadcastResult } from '../api/broadcast';

export { BROADCAST_MESSAGE_MAX };

/** What staff chose to say: one of the server's presets, or words of their own. */
export type BroadcastChoice = BroadcastPreset | 'own';
export const broadcastChoices = [
  'running_late',
  'short_break',
  'queue_moving',
  'own',
] as const satisfies readonly BroadcastChoice[];

/** How late the shop can say it runs; the server takes 5 to 180. */
export const lateMinutes = [5, 10, 15, 20, 30, 45, 60] as const;

export interface BroadcastDraft {
  choice: BroadcastChoice;
  minutes: number;
  message: string;
}

/** The body the server takes for a draft: a preset (late by its minutes), or 'own' and the words. */
export function broadcastBodyOf({ choice, minutes, message }: BroadcastDraft): BroadcastBody {
  if (choice === 'own') return { preset: choice, message: message.trim() };
  return choice === 'running_late' ? { preset: choice, minutes } : { preset: choice };
}

/**
 * What a customer reading the staff member's language gets: the server words each preset in
 * the customer's language the same way, and puts the shop's name before a message of its own.
 */
export function broadcastPreview(draft: BroadcastDraft, shop: string, t: TFunction): string {
  return t(`board.broadcast.previews.${draft.choice}`, {
    shop,
    minutes: draft.minutes,
    message: draft.message.trim(),
  });
}

const channelKeys = [
  ['push', 'board.broadcast.byPush'],
  ['text', 'board.broadcast.byText'],
  ['mail', 'board.broadcast.byMail'],
  ['unreached', 'board.broadcast.unreached'],
] as const;

/** "Sent to 4 waiting: 2 by push, 1 by text, 1 not reachable": channels that carried none left out. */
export function broadcastSummary(result: BroadcastResult, t: TFunction): string {
  if (result.waiting === 0) return t('board.broadcast.sentToNobody');
  const parts = channelKeys
    .filter(([channel]) => result[channel] > 0)
    .map(([channel, key]) => t(key, { count: result[channel] }));
  return t('board.broadcast.sent', { count: result.waiting, parts: parts.join(', ') });
}
