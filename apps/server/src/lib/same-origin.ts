import type { IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';

/** TRUST_PROXY as configured: no proxy, any proxy, or the proxies' addresses. */
export type TrustProxy = boolean | string[];

/** The address a request was sent to: the host it named and the scheme it came over. */
export interface RequestAddress {
  host: string;
  scheme: string;
}

/** The last value of a header a proxy may have appended to: the nearest proxy's own. */
const lastValue = (header: string | string[] | undefined) =>
  [header ?? []].flat().join(',').split(',').at(-1)?.trim() || undefined;

/** Whether a raw request comes straight from a proxy TRUST_PROXY names, as Fastify decides. */
export function proxyTest(trustProxy: TrustProxy): (request: IncomingMessage) => boolean {
  const isTrusted =
    typeof trustProxy === 'boolean' ? () => trustProxy : proxyAddr.compile(trustProxy);
  return (request) => isTrusted(request.socket.remoteAddress ?? '', 0);
}

/**
 * Reads the address a raw request was sent to, by the rule Fastify uses for request.host
 * and request.protocol: the Host header and our own socket's TLS, or a trusted proxy's
 * X-Forwarded-Host and X-Forwarded-Proto. Anyone else's forwarded headers are ignored.
 */
export function requestAddressReader(trustProxy: TrustProxy) {
  const isViaProxy = proxyTest(trustProxy);
  return (request: IncomingMessage): RequestAddress => {
    const { socket, headers } = request;
    const viaProxy = isViaProxy(request);
    const forwardedHost = viaProxy ? lastValue(headers['x-forwarded-host']) : undefined;
    const forwardedScheme = viaProxy ? lastValue(headers['x-forwarded-proto']) : undefined;
    return {
      host: forwardedHost ?? headers.host ?? '',
      scheme: forwardedScheme ?? (socket instanceof TLSSocket ? 'https' : 'http'),
    };
  };
}

/** The origin of a page served from this address, or null for a malformed one. */
function originAt({ host, scheme }: RequestAddress): string | null {
  if (!/^https?$/i.test(scheme) || !host || /[\s/\\?#@]/.test(host)) return null;
  try {
    return new URL(`${scheme.toLowerCase()}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * A page may talk to us from PUBLIC_URL's origin, or from the very address it reached us
 * at, so the app also works at 127.0.0.1 or a phone's view of the LAN address. A foreign
 * site's page names its own origin, which matches neither: browsers set both Origin and
 * Host, and no page can choose them.
 */
export function isAllowedOrigin(
  origin: string,
  address: RequestAddress,
  publicOrigin: string,
): boolean {
  return origin === publicOrigin || origin === originAt(address);
}

/**
 * Where a customer's page is served, to send them back there (from a checkout): the page's
 * own origin when it is one of ours (PUBLIC_URL's, or the address it reached us at, such as
 * 127.0.0.1 or a LAN address a phone uses), else PUBLIC_URL's. A request without Origin (a
 * top-level navigation, or no browser) goes to PUBLIC_URL: its Host alone may be a proxy's
 * view of us that no customer can open.
 */
export function servedOrigin(
  request: { headers: { origin?: string | undefined }; host: string; protocol: string },
  publicOrigin: string,
): string {
  const address = { host: request.host, scheme: request.protocol };
  const { origin } = request.headers;
  return origin !== undefined && isAllowedOrigin(origin, address, publicOrigin)
    ? origin
    : publicOrigin;
}
