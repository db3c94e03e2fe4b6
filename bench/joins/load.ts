// The loads of bench/joins.ts: joins and leaves as raw HTTP/1.1 requests, a timed load with
// the CPU it cost, and the over-admission check.
import { readdirSync, readFileSync } from 'node:fs';
import { captureAnswer, cpuMicros, drive, joinBody } from '../raw-http';
import type { SoakShop } from '../soak-server';

let phone = 0;
/** A join as the web sends it, from a phone number no one else used in this run. */
function joinRequest(shop: SoakShop): Buffer {
  const body = joinBody(shop, `040${String(1_000_000 + ++phone)}`);
  return Buffer.from(
    `POST /api/queue HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept-Encoding: br, gzip\r\nConnection: keep-alive\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
const leaveRequest = (orderId: string) =>
  Buffer.from(
    `PATCH /api/queue/cancel/${orderId} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n`,
  );

/** The PostgreSQL server's processes on this machine (the postmaster and its backends). */
function postgresPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

export interface Round {
  perSecond: number;
  /** Statements sent to PostgreSQL per join, BEGIN and COMMIT included (0 on PGlite). */
  statements: number;
  p99: number;
  serverCpu: number;
  databaseCpu: number;
  refused: number;
}

/** One timed load of joins; the orders it made are returned to leave afterwards. */
export async function joinLoad(
  port: number,
  serverPid: number,
  targets: readonly SoakShop[],
  inFlight: number,
  ms: number,
  statementCount?: () => Promise<number>,
): Promise<Round & { orderIds: string[] }> {
  const databasePids = postgresPids();
  const statementsBefore = (await statementCount?.()) ?? 0;
  const latencies: number[] = [];
  const orderIds: string[] = [];
  let refused = 0;
  let turn = 0;
  const serverBefore = cpuMicros([serverPid]);
  const databaseBefore = cpuMicros(databasePids);
  const start = performance.now();
  await drive(
    port,
    inFlight,
    () => joinRequest(targets[turn++ % targets.length] as SoakShop),
    (answer) => {
      if (answer.status !== 201) {
        refused++;
        return;
      }
      latencies.push(answer.ms);
      const id = /"orderId":"([^"]+)"/.exec(answer.body.toString())?.[1];
      if (id) orderIds.push(id);
    },
    start + ms,
  );
  const elapsed = (performance.now() - start) / 1000;
  const serverAfter = cpuMicros([serverPid]);
  const databaseAfter = cpuMicros(databasePids);
  const statements = ((await statementCount?.()) ?? 0) - statementsBefore;
  const joins = latencies.length;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: joins / elapsed,
    p99: latencies[Math.floor(joins * 0.99)] ?? Number.NaN,
    serverCpu: (serverAfter - serverBefore) / joins,
    databaseCpu: (databaseAfter - databaseBefore) / joins,
    statements: statements / joins,
    refused,
    orderIds,
  };
}

export async function leaveAll(port: number, orderIds: string[]) {
  let failed = 0;
  await drive(
    port,
    50,
    () => {
      const id = orderIds.pop();
      return id ? leaveRequest(id) : null;
    },
    (answer) => {
      if (answer.status !== 200) failed++;
    },
  );
  if (failed) throw new Error(`${failed} leaves failed`);
}

/** One join's answer as it leaves the server, to be the baseline's answer. */
export async function captureJoin(port: number, shop: SoakShop) {
  const { headers, body } = await captureAnswer(port, joinRequest(shop));
  const orderId = /"orderId":"([^"]+)"/.exec(body.toString())?.[1] ?? '';
  return { head: JSON.stringify(headers), body: body.toString('base64'), orderId };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** No over-admission: 50 joins more than a shop's queue takes (`queueLimit`), 50 at once. */
export async function overAdmission(port: number, shop: SoakShop, queueLimit: number) {
  const statuses = new Map<number, number>();
  const orderIds: string[] = [];
  let sent = 0;
  await drive(
    port,
    50,
    () => (sent++ < queueLimit + 50 ? joinRequest(shop) : null),
    (answer) => {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const id = /"orderId":"([^"]+)"/.exec(answer.body.toString())?.[1];
      if (answer.status === 201 && id) orderIds.push(id);
    },
  );
  await leaveAll(port, orderIds);
  return { admitted: statuses.get(201) ?? 0, refused: statuses.get(409) ?? 0, statuses };
}
