import type { Db } from '../../../db/client';
import { perApp } from '../../../lib/per-app';
import type { DecodedShops } from './live-entries';
import type { PlayOuts } from './wait-ranges';

/**
 * What an app keeps between reads of live queues, so a read costs work per change, not per
 * customer: each shop's entries as last decoded, and the queues' recent play-outs.
 */
export interface LiveMemory {
  decodedShops: DecodedShops;
  playOuts: PlayOuts;
}

/**
 * The memory of the app whose database `db` is: every live read holds its database already,
 * and an app has one. Two apps in one process keep none of each other's, since their
 * databases may hold the same shop with other orders, and their clocks may differ. A read
 * inside a transaction passes its app database's memory, not the transaction's.
 */
export const liveMemoryOf = perApp(
  (_db: Db): LiveMemory => ({ decodedShops: new Map(), playOuts: new Map() }),
);
