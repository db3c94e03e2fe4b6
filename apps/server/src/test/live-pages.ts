import { io as connect, type Socket } from 'socket.io-client';
import { testOrigin } from './build-test-app';

/** A page's live connection to the app at `url`, once it is connected. */
export async function openLivePage(url: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], extraHeaders: { origin: testOrigin } });
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return socket;
}

/**
 * Starts a watch and waits for the server to accept it, after which the page is in its room:
 * whatever is announced from then on reaches it. A refused watch fails the test here.
 */
export async function watch(
  socket: Socket,
  event: 'staff:watch' | 'order:watch' | 'shop:watch',
  what: string | string[],
): Promise<void> {
  const answer = await socket.timeout(10_000).emitWithAck(event, what);
  const accepted = event === 'staff:watch' ? answer === true : answer?.ok === true;
  if (!accepted) throw new Error(`${event} was refused: ${JSON.stringify(answer)}`);
}
