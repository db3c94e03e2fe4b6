import { formatShortCode } from '@jono/contract/rules/short-code';
import type { PushNotice } from './push-notice';

/** Who a notice is about in one line, as people read it: 'K7M-2QD · Aino Virtanen'. */
export function noticeLine({ shortCode, customerName }: PushNotice): string {
  return [shortCode ? formatShortCode(shortCode) : null, customerName]
    .filter((part) => part)
    .join(' · ');
}
