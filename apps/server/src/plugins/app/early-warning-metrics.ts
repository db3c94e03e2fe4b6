import { rooms } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';

/**
 * What runs out or stops before customers notice: database connections, background jobs,
 * backups, and the rooms live pages hold on this node. All read at scrape time.
 */
export function earlyWarningMetrics(app: FastifyInstance, registry: Registry) {
  databasePool(app, registry);
  backgroundJobs(app, registry);
  backups(app, registry);
  liveRooms(app, registry);
}

/** PostgreSQL only: the embedded database has one connection and queues queries inside it. */
function databasePool(app: FastifyInstance, registry: Registry) {
  const pool = app.database.pool;
  if (!pool) return;
  new Gauge({
    name: 'jono_db_pool_max_connections',
    help: "The most connections this node's PostgreSQL pool opens",
    registers: [registry],
    collect() {
      this.set(pool().max);
    },
  });
  new Gauge({
    name: 'jono_db_pool_connections',
    help: "Connections open in this node's PostgreSQL pool: busy running a query, or idle",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const usage = pool();
      this.set({ state: 'busy' }, usage.total - usage.idle);
      this.set({ state: 'idle' }, usage.idle);
    },
  });
  new Gauge({
    name: 'jono_db_pool_waiting_clients',
    help: 'Queries waiting for a connection because every one in the pool is busy',
    registers: [registry],
    collect() {
      this.set(pool().waiting);
    },
  });
}

/** Times are absent until a job's first run: a time of 1970 would read as "never ran". */
function backgroundJobs(app: FastifyInstance, registry: Registry) {
  const jobs = () => app.jobRuns.entries();
  new Counter({
    name: 'jono_job_failures_total',
    help: 'Runs of each background job on this node that ended in an error',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [job, record] of jobs()) this.inc({ job }, record.failures);
    },
  });
  new Gauge({
    name: 'jono_job_last_run_timestamp_seconds',
    help: "When each background job's last run on this node ended, well or badly (Unix time)",
    labelNames: ['job'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [job, { lastRunAt }] of jobs()) {
        if (lastRunAt !== undefined) this.set({ job }, lastRunAt / 1000);
      }
    },
  });
  new Gauge({
    name: 'jono_job_last_success_timestamp_seconds',
    help: "When each background job's last successful run on this node ended (Unix time)",
    labelNames: ['job'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [job, { lastSuccessAt }] of jobs()) {
        if (lastSuccessAt !== undefined) this.set({ job }, lastSuccessAt / 1000);
      }
    },
  });
}

/** The embedded database only: PostgreSQL is backed up outside the server (pg_dump). */
function backups(app: FastifyInstance, registry: Registry) {
  if (!app.database.embedded) return;
  new Gauge({
    name: 'jono_backup_last_success_timestamp_seconds',
    help: 'When the last backup this process wrote was complete (Unix time); 0 until one is',
    registers: [registry],
    collect() {
      const last = app.lastBackup();
      this.set(last ? last.at / 1000 : 0);
    },
  });
  new Gauge({
    name: 'jono_backup_last_success_bytes',
    help: 'Size of the archive of the last backup this process wrote; 0 until one is',
    registers: [registry],
    collect() {
      this.set(app.lastBackup()?.bytes ?? 0);
    },
  });
}

type RoomKind = 'shop' | 'order' | 'staff';
const ROOM_KINDS: readonly RoomKind[] = ['shop', 'order', 'staff'];

function kindOf(room: string): RoomKind | null {
  if (room.startsWith(rooms.shop(''))) return 'shop';
  if (room.startsWith(rooms.order(''))) return 'order';
  if (room.startsWith(rooms.staff(''))) return 'staff';
  return null;
}

/** A staff screen is in three rooms (its shop's, its member's, its login's): one counts. */
const isCountedRoom = (room: string, kind: RoomKind) =>
  kind !== 'staff' ||
  !(room.startsWith(rooms.staffUser('')) || room.startsWith(rooms.staffLogin('')));

/** Each room holds a set of connections in this node's memory, for as long as they stay. */
function liveRooms(app: FastifyInstance, registry: Registry) {
  const tally = () => {
    const namespace = app.io.of('/');
    const found = new Map(
      ROOM_KINDS.map((kind) => [kind, { sockets: new Set<string>(), rooms: 0 }]),
    );
    for (const [room, members] of namespace.adapter.rooms) {
      const kind = kindOf(room);
      const counts = kind && found.get(kind);
      // Every connection is also alone in a room named by its id, which may look like any.
      if (!kind || !counts || namespace.sockets.has(room)) continue;
      for (const id of members) counts.sockets.add(id);
      if (isCountedRoom(room, kind)) counts.rooms += 1;
    }
    return found;
  };
  new Gauge({
    name: 'jono_live_sockets',
    help: 'Socket.IO connections on this node following at least one room of each kind',
    labelNames: ['room'],
    registers: [registry],
    collect() {
      for (const [room, counts] of tally()) this.set({ room }, counts.sockets.size);
    },
  });
  new Gauge({
    name: 'jono_live_rooms',
    help: 'Rooms of each kind that connections on this node are in',
    labelNames: ['room'],
    registers: [registry],
    collect() {
      for (const [room, counts] of tally()) this.set({ room }, counts.rooms);
    },
  });
}
