import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The fields of the events' data the tests read. */
interface EventData {
  id?: string;
  status?: string;
  customer: { name: string | null; phone: string | null };
  calledAt?: string;
  barberId?: string;
  startAt?: string;
  previousStartAt?: string;
  cancelledBy?: string;
}

export interface ReceivedPost {
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived: signatures are checked over these bytes. */
  rawBody: string;
  body: { id: string; type: string; createdAt: string; shopId: string; data: EventData };
}

/** What the receiver does with a request: answer with a status, or never answer. */
export type Reply = number | 'hang';
/** Chooses the reply to a request from what it carries and how many came before it. */
export type Behaviour = (post: ReceivedPost, earlier: readonly ReceivedPost[]) => Reply;

/**
 * A real HTTP server standing in for a shop's other software: it keeps every POST, answers
 * each as the test's behaviour says (200 unless told), and lets a test wait for a number of
 * requests.
 */
export async function webhookReceiver() {
  const received: ReceivedPost[] = [];
  let behaviour: Behaviour = () => 200;
  const hanging: ServerResponse[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const post = { headers: request.headers, rawBody, body: JSON.parse(rawBody) };
      const reply = behaviour(post, [...received]);
      received.push(post);
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
      if (reply === 'hang') {
        hanging.push(response);
        return;
      }
      response.writeHead(reply, { 'content-type': 'text/plain' }).end(String(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** How the following requests are answered. */
    behave: (next: Behaviour) => {
      behaviour = next;
    },
    /** Forgets what came, and answers 200 again. */
    reset: () => {
      received.length = 0;
      behaviour = () => 200;
    },
    /** Resolves once this many requests have arrived in all. */
    receivedCount: (count: number) =>
      new Promise<void>((resolve) => {
        if (received.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof webhookReceiver>>;
