// The bench's side of the server: requests as pages and screens send them (counted, failures
// printed), the sockets it holds open, and whether the soak is still running.
import { io as connect, type Socket } from 'socket.io-client';

let base = '';
let origin = '';

/** Where requests and sockets go: the built product's address. */
export function useServer(serverBase: string) {
  base = serverBase;
  origin = new URL(base).origin;
}

export let running = true;
export let done = 0;
export let failed = 0;
export let inFlight = 0;

/** The soak is over: no request starts from now on. */
export function stopRunning() {
  running = false;
}

/**
 * One request as a page or screen sends it; anything but a 2xx counts as failed. None starts
 * once the soak is over, so the server stops with nothing of the bench's in flight.
 */
export async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T | null> {
  if (!running) return null;
  inFlight++;
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    done++;
    if (res.ok) return (text ? JSON.parse(text) : null) as T;
    failed++;
    // The first few are printed as they happen, to say what went wrong.
    if (failed <= 10) console.log(`FAILED ${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  } catch (error) {
    done++;
    failed++;
    if (failed <= 10) console.log(`FAILED ${method} ${path}: ${String(error)}`);
  } finally {
    inFlight--;
  }
  return null;
}
export const get = <T>(path: string, token?: string) => call<T>('GET', path, undefined, token);

export const sockets = new Set<Socket>();
export function openSocket() {
  const socket = connect(base, { transports: ['websocket'], extraHeaders: { origin } });
  sockets.add(socket);
  return socket;
}
export function closeSocket(socket: Socket) {
  socket.close();
  sockets.delete(socket);
}
