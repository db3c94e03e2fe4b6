// What the benchmarks share: a minimal HTTP/1.1 load generator (Content-Length framing, one
// request in flight per keep-alive connection), far cheaper than the servers it measures, the
// CPU time a process has used, and a walk-in join as the web sends it.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { SoakShop } from './soak-server';

/** One answer as the load generator read it, with the time since its request was sent. */
export interface Answer {
  status: number;
  body: Buffer;
  ms: number;
}

/**
 * `connections` keep-alive connections, one request in flight on each, sending what `next`
 * gives until it gives null or `until` passes; every answer goes to `answered`.
 */
export function drive(
  port: number,
  connections: number,
  next: () => Buffer | null,
  answered: (answer: Answer) => void,
  until = Number.POSITIVE_INFINITY,
): Promise<void> {
  return Promise.all(
    Array.from(
      { length: connections },
      () =>
        new Promise<void>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1');
          socket.setNoDelay(true);
          let buffer = Buffer.alloc(0);
          let sentAt = 0;
          const send = () => {
            const request = performance.now() < until ? next() : null;
            if (!request) {
              socket.destroy();
              resolve();
              return;
            }
            sentAt = performance.now();
            socket.write(request);
          };
          socket.on('connect', send);
          socket.on('error', reject);
          socket.on('data', (chunk) => {
            buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
            for (;;) {
              const end = buffer.indexOf('\r\n\r\n');
              if (end < 0) return;
              const head = buffer.subarray(0, end).toString('latin1');
              const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
              if (buffer.length < end + 4 + length) return;
              answered({
                status: Number(head.slice(9, 12)),
                body: buffer.subarray(end + 4, end + 4 + length),
                ms: performance.now() - sentAt,
              });
              buffer = buffer.subarray(end + 4 + length);
              send();
            }
          });
        }),
    ),
  ).then(() => undefined);
}

/** CPU time (user + system, microseconds) of the processes given; NaN where /proc is missing. */
export function cpuMicros(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A process that ended took its time with it (a PostgreSQL backend that closed).
    }
  }
  return (ticks / 100) * 1e6;
}

/**
 * One answer as its bytes leave the server, on a connection of its own: status, the headers
 * a server sets per answer (not date and connection ones), and the body, still coded.
 */
export function captureAnswer(
  port: number,
  request: Buffer,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let buffer = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).toLowerCase();
        if (!['date', 'connection', 'keep-alive'].includes(name))
          headers[name] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < end + 4 + length) return;
      socket.destroy();
      const body = buffer.subarray(end + 4, end + 4 + length);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

/** A walk-in's order as the web sends it, for `shop`'s one service, from the phone given. */
export function walkInOrder(shop: SoakShop, phone: string, name = 'Bench Customer') {
  return {
    name,
    phone,
    shopId: shop.id,
    services: [{ id: shop.serviceId, quantity: 1, addons: [] }],
    additionalServices: [],
    totalTimeRequires: shop.duration,
    totalPrice: shop.price,
    payNow: false,
  };
}

/** A join's body as the web sends it, for `shop`'s one service, from the phone given. */
export function joinBody(shop: SoakShop, phone: string) {
  return JSON.stringify(walkInOrder(shop, phone));
}
