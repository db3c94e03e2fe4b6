import {
  matchesShopSearch,
  type ShopListResponse,
  type ShopSummary,
  shopDetailResponse,
  type shopListQuery,
  shopListResponse,
  sortByDistance,
  sortBySoonestStart,
  trackingOrderResponse,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ClusterAdapter } from 'socket.io-adapter';
import type { z } from 'zod';
import { type PreparedAnswer, prepareAnswer } from '../../../lib/prepared-answer';
import {
  onShopChange,
  type ShopChangeClock,
  shopChangeClockOf,
  shopChanged,
  shopChangedElsewhere,
} from '../../../lib/shop-changes';
import { getTrackingOrder } from '../walk-ins/walk-ins.service';
import { getShop, listShops, serverCanOf } from './shop-directory.service';

const MINUTE = 60_000;
/** Tracking answers kept; the pages followed now, with room to spare. The oldest go first. */
const KEPT_ORDERS = 20_000;
/** Shop list answers kept per state of the list, by query (a search, a position, a page). */
const KEPT_LIST_QUERIES = 256;
/** All listed shops on one page: the list view holds them and pages them itself. */
const EVERY_SHOP = Number.MAX_SAFE_INTEGER;

type ListQuery = z.output<typeof shopListQuery>;

/** How the views read the database: the very functions the routes answered with before. */
export interface ViewSources {
  listShops(query: ListQuery, now: Date): Promise<ShopListResponse>;
  shopDetail(shopId: string, now: Date): Promise<z.output<typeof shopDetailResponse>['data']>;
  trackingOrder(
    orderId: string,
    now: Date,
  ): Promise<z.output<typeof trackingOrderResponse>['data']>;
}

interface Entry<T> {
  /** The change count when this answer's reads began. */
  readonly since: number;
  readonly minute: number;
  /** The shop it is about; undefined while a tracking answer is still being read. */
  shopId: string | null | undefined;
  readonly value: Promise<T>;
}

interface ListState {
  shops: ShopSummary[];
  byQuery: Map<string, PreparedAnswer>;
}

/**
 * The public read path at memory speed: the shop list, each shop's page and each tracking
 * answer, read from the database once per change and kept serialised (and compressed on
 * first demand) until the next change of that shop or the next minute.
 *
 * Kept current by the change announcements the app's clock counts: an answer is thrown away
 * once its shop changed after its reads began, so a read racing a change is never kept. Everything in these
 * answers that moves with time alone (open or not, the queue closing, who works today, start
 * ranges "from now") changes on minute boundaries: hours are whole minutes, services last
 * whole minutes, holidays and booking windows begin at midnight or on the minute. So each
 * answer is made again in the first request of every minute, with that request's clock, and
 * within the minute an estimate is at most that minute old (one rounded to whole minutes
 * moves by at most one). Only answers that were found are kept: an unknown id costs a read.
 */
export class ReadViews {
  private list: Entry<ListState> | null = null;
  private readonly details = new Map<string, Entry<PreparedAnswer>>();
  private readonly orders = new Map<string, Entry<PreparedAnswer>>();

  constructor(
    private readonly sources: ViewSources,
    private readonly now: () => Date,
    private readonly clock: ShopChangeClock,
  ) {}

  async shopList(query: ListQuery): Promise<PreparedAnswer> {
    const now = this.now();
    if (!this.list || !this.isFresh(this.list, now)) {
      this.list = this.entry(null, now, async () => ({
        shops: (
          await this.sources.listShops({ sort: 'nearest', limit: EVERY_SHOP, offset: 0 }, now)
        ).data,
        byQuery: new Map(),
      }));
      const made = this.list;
      made.value.catch(() => {
        if (this.list === made) this.list = null;
      });
    }
    const state = await this.list.value;
    const key = JSON.stringify([
      query.q ?? '',
      query.lat,
      query.lng,
      query.sort,
      query.limit,
      query.offset,
    ]);
    let answer = state.byQuery.get(key);
    if (!answer) {
      answer = prepareAnswer(shopListResponse, pageOf(state.shops, query));
      if (state.byQuery.size >= KEPT_LIST_QUERIES) {
        state.byQuery.delete(state.byQuery.keys().next().value as string);
      }
      state.byQuery.set(key, answer);
    }
    return answer;
  }

  shopDetail(shopId: string): Promise<PreparedAnswer> {
    return this.kept(this.details, shopId, shopId, async (now) =>
      prepareAnswer(shopDetailResponse, {
        ok: true,
        data: await this.sources.shopDetail(shopId, now),
      }),
    );
  }

  trackingOrder(orderId: string): Promise<PreparedAnswer> {
    return this.kept(this.orders, orderId, undefined, async (now, entry) => {
      const data = await this.sources.trackingOrder(orderId, now);
      entry.shopId = data.barberShop.id;
      return prepareAnswer(trackingOrderResponse, { ok: true, data });
    });
  }

  private isFresh(entry: Entry<unknown>, now: Date): boolean {
    if (entry.minute !== minuteOf(now)) return false;
    const shopId = typeof entry.shopId === 'string' ? entry.shopId : null;
    return !this.clock.changedSince(shopId, entry.since);
  }

  private entry<T>(
    shopId: string | null | undefined,
    now: Date,
    read: (now: Date, entry: Entry<T>) => Promise<T>,
  ): Entry<T> {
    const entry = { since: this.clock.count, minute: minuteOf(now), shopId } as Entry<T>;
    (entry as { value: Promise<T> }).value = read(now, entry);
    return entry;
  }

  /** One answer per key, read once however many ask at the same time; a failure is not kept. */
  private kept(
    answers: Map<string, Entry<PreparedAnswer>>,
    key: string,
    shopId: string | undefined,
    read: (now: Date, entry: Entry<PreparedAnswer>) => Promise<PreparedAnswer>,
  ): Promise<PreparedAnswer> {
    const now = this.now();
    const known = answers.get(key);
    if (known && this.isFresh(known, now)) return known.value;
    const made = this.entry(shopId, now, read);
    answers.delete(key);
    answers.set(key, made);
    if (answers.size > KEPT_ORDERS) answers.delete(answers.keys().next().value as string);
    made.value.catch(() => {
      if (answers.get(key) === made) answers.delete(key);
    });
    return made.value;
  }
}

const minuteOf = (now: Date) => Math.floor(now.getTime() / MINUTE);

/**
 * One page of the list as the database read answers it: searched, nearest first, soonest
 * start first when asked (nearest first among equal starts), paged.
 */
function pageOf(shops: readonly ShopSummary[], query: ListQuery): ShopListResponse {
  const matching = shops.filter((shop) => matchesShopSearch(shop, query.q ?? ''));
  const nearestFirst =
    query.lat !== undefined && query.lng !== undefined
      ? sortByDistance(matching, { lat: query.lat, lng: query.lng })
      : matching;
  const ordered = query.sort === 'soonest' ? sortBySoonestStart(nearestFirst) : nearestFirst;
  return {
    ok: true,
    data: ordered.slice(query.offset, query.offset + query.limit),
    total: ordered.length,
    limit: query.limit,
    offset: query.offset,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public read path's answers, kept in memory (see ReadViews). */
    readViews: ReadViews;
  }
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * The views of this node, and what keeps them current: every announced change of a shop
 * (`shopChanged`: the queue's announcements, reviews), every write a shop's staff make that
 * succeeds (settings, catalogue, hours, photos, team, publishing: whatever the page shows),
 * the same from the other nodes through the adapter, and "anything" after live updates were
 * cut off (a Redis reconnect), when announcements may have been missed.
 */
export default fp(
  async (app: FastifyInstance) => {
    const serverCan = serverCanOf(app.ctx);
    const views = new ReadViews(
      {
        listShops: (query, now) => listShops(app.db, query, now),
        shopDetail: (shopId, now) => getShop(app.db, shopId, now, serverCan),
        trackingOrder: (orderId, now) => getTrackingOrder(app.db, orderId, now),
      },
      () => app.now(),
      shopChangeClockOf(app.io),
    );
    app.decorate('readViews', views);
    const io = app.io;
    onShopChange(io, (shopId) => {
      if (shopId !== null && io.of('/').adapter instanceof ClusterAdapter) {
        io.serverSideEmit('views:forget', shopId);
      }
    });
    io.on('views:forget', (shopId) => shopChangedElsewhere(io, shopId));
    // Before the answer leaves, so the caller's next read already sees the change. A callback,
    // not an async function: every answer passes here, and most are reads.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.staff && isWrite(request.method) && reply.statusCode < 400) {
        shopChanged(io, request.staff.shopId);
      }
      done(null, payload);
    });
  },
  { name: 'read-views', dependencies: ['realtime', 'db', 'auth'] },
);
