import { shopChanged } from '../lib/shop-changes';
import type { TestApp } from './build-test-app';

/**
 * A change a test wrote straight to the database, announced as the product announces its
 * own writes: what the app keeps in memory about the shop is read again. Without it, such a
 * change shows when the minute turns, as one made behind a running app's back does.
 */
export const announceHandWritten = (t: TestApp, shopId: string) => shopChanged(t.app.io, shopId);
