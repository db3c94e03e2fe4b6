// Customers' tracking pages, and every SAMPLE_MS their views compared with the database's.
import { io as connect, type Socket } from 'socket.io-client';
import type { Db } from '../../apps/server/src/db/client';
import { shopQueueUpdate } from '../../apps/server/src/modules/queue/live/queue-updates';
import { counted, proxyPort } from './http';
import { acknowledged } from './load';
import { phase, timedFault } from './phases';
import { PAGES, QUEUE, SAMPLE_MS, STALE_MS, say, sleep, VERBOSE } from './settings';

interface View {
  status: string;
  position: number | null;
  queue: number;
}

/** A customer's tracking page: one order followed, slot numbers stay when a page is replaced. */
interface Page {
  slot: number;
  orderId: string;
  socket: Socket;
  view: View | null;
  disconnectedAt: number | null;
  staleSince: number | null;
  isClosed: boolean;
}

export const pages: Page[] = [];

function openPage(slot: number, orderId: string, shopId: string): Page {
  const socket = connect(`http://127.0.0.1:${proxyPort}`, { transports: ['websocket'] });
  const page: Page = {
    slot,
    orderId,
    socket,
    view: null,
    disconnectedAt: null,
    staleSince: null,
    isClosed: false,
  };
  // A read that is answered replaces the view, as the web's refetch replaces its cached order.
  const readAgain = async () => {
    for (let attempt = 0; attempt < 5 && !page.isClosed; attempt++) {
      const answer = await counted('read', 'GET', `/api/queue/${orderId}`);
      if (answer) {
        const { data } = JSON.parse(answer.body) as {
          data: { status: string; position: number | null; barberShop: { queue: number } };
        };
        page.view = { status: data.status, position: data.position, queue: data.barberShop.queue };
        return;
      }
      await sleep(1000);
    }
  };
  socket.on('connect', () => {
    if (page.disconnectedAt !== null) {
      phase.reconnectMs.push(performance.now() - page.disconnectedAt);
      page.disconnectedAt = null;
    }
    const answered = (event: 'order:watch' | 'shop:watch', what: string | string[]) =>
      socket
        .timeout(5_000)
        .emitWithAck(event, what)
        .catch(() => undefined);
    void Promise.all([answered('order:watch', orderId), answered('shop:watch', [shopId])]).then(
      readAgain,
    );
  });
  socket.on('disconnect', () => {
    if (!page.isClosed) page.disconnectedAt = performance.now();
  });
  socket.on('live:resync', () => void readAgain());
  socket.on(
    'order:place',
    (place: { orderId: string; status: string; position: number | null }) => {
      if (place.orderId !== orderId || !page.view) return;
      page.view = { ...page.view, status: place.status, position: place.position };
    },
  );
  socket.on('shop:queue', (payload: { shopId: string; queue: number }) => {
    if (payload.shopId !== shopId || !page.view) return;
    page.view = { ...page.view, queue: payload.queue };
  });
  return page;
}

/** PAGES pages, each following one of the QUEUE newest joins. */
export function openPages(shopId: string) {
  for (let slot = 0; slot < PAGES; slot++) {
    const orderId = acknowledged[acknowledged.length - 1 - (slot % QUEUE)] as string;
    pages.push(openPage(slot, orderId, shopId));
  }
}

/** A page whose order is done closes; a new page in its slot follows one of the newest joins. */
function replaceFinishedPages(shopId: string) {
  for (const [index, page] of pages.entries()) {
    const status = page.view?.status;
    if (status === undefined || status === 'waiting' || status === 'in_service') continue;
    const newest = acknowledged.slice(-20);
    const orderId = newest[Math.floor(Math.random() * newest.length)];
    if (!orderId) continue;
    page.isClosed = true;
    page.socket.close();
    pages[index] = openPage(page.slot, orderId, shopId);
  }
}

const viewKey = (view: View | null) =>
  view ? `${view.status}|${view.position}|${view.queue}` : 'none';

/**
 * Compares every page's view with the database, read with the server's own code: a page is
 * consistent when its view matched the truth just before or just after the read (a change
 * committed during the read reaches the page a moment later).
 */
async function sampleConsistency(db: Db, shopId: string) {
  const before = pages.map((page) => viewKey(page.view));
  const update = await shopQueueUpdate(
    db,
    shopId,
    new Date(),
    pages.map((page) => page.orderId),
  );
  if (!update) throw new Error('the shop is gone');
  const truthOf = new Map(
    update.places.map(([orderId, status, , position]) => [
      orderId,
      `${status}|${position}|${update.snapshot.queue}`,
    ]),
  );
  const now = performance.now();
  for (const [index, page] of pages.entries()) {
    const truth = truthOf.get(page.orderId);
    const isConsistent = truth === before[index] || truth === viewKey(page.view);
    if (isConsistent) {
      if (VERBOSE && page.staleSince !== null && now - page.staleSince > STALE_MS) {
        say(`   page ${page.slot} consistent again after ${(now - page.staleSince).toFixed(0)} ms`);
      }
      page.staleSince = null;
      if (timedFault?.endedAt != null && !timedFault.consistentAfterMs.has(page.slot)) {
        timedFault.consistentAfterMs.set(page.slot, now - timedFault.endedAt);
        if (!timedFault.firstConsistentAfterMs.has(page.slot)) {
          timedFault.firstConsistentAfterMs.set(page.slot, now - timedFault.endedAt);
        }
      }
      continue;
    }
    page.staleSince ??= now;
    const staleMs = now - page.staleSince;
    if (staleMs > STALE_MS) {
      if (VERBOSE && !phase.stalePages.has(page.slot)) {
        say(
          `   page ${page.slot} stale: order ${page.orderId.slice(0, 8)} sees ${viewKey(page.view)}, the database ${truth} (${page.socket.connected ? 'connected' : 'disconnected'})`,
        );
      }
      phase.stalePages.add(page.slot);
      phase.longestStaleMs = Math.max(phase.longestStaleMs, staleMs);
      // Consistent for good only after its last stale spell: a page that matched the database
      // and then fell behind again (an old announcement arriving late) is timed to its recovery.
      if (timedFault?.endedAt != null) timedFault.consistentAfterMs.delete(page.slot);
    }
  }
}

/** Every SAMPLE_MS while running: the pages checked against the database, finished ones replaced. */
export async function keepSampling(db: Db, shopId: string, isRunning: () => boolean) {
  while (isRunning()) {
    const tick = performance.now();
    await sampleConsistency(db, shopId).catch((error: Error) =>
      say(`consistency read failed: ${error.message}`),
    );
    replaceFinishedPages(shopId);
    await sleep(Math.max(0, SAMPLE_MS - (performance.now() - tick)));
  }
}

/** Every page closed, as at the run's end. */
export function closePages() {
  for (const page of pages) {
    page.isClosed = true;
    page.socket.close();
  }
}
