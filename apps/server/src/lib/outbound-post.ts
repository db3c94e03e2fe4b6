import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a server must not be made to call on someone else's behalf: this machine, private
 * and carrier networks, link-local (cloud metadata services live there), and the unspecified.
 */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address lies in a private, loopback or otherwise non-public range. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return privateRanges.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ? privateRanges.check(mapped, 'ipv4') : privateRanges.check(address, 'ipv6');
}

export class AddressNotAllowed extends Error {}

/**
 * Resolves as the system does, then refuses a private address: checked on the address the
 * connection is made to, so a name that resolves differently on the second ask (DNS
 * rebinding) gains nothing.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const allowed = addresses.filter((a) => !isPrivateAddress(a.address));
    if (allowed.length === 0) {
      return callback(new AddressNotAllowed(`${hostname} is a private address`), '', 0);
    }
    if (options.all) return callback(null, allowed);
    const [first] = allowed;
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};

export interface OutboundPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Off: the address must be public (see `isPrivateAddress`). */
  privateNetworks: boolean;
}

/** Why no answer came: none in time, a private address refused, or no connection at all. */
export type NoAnswer = 'timeout' | 'private_address' | 'unreachable';

/** The answer's status, or why none came (with the system's code, such as ENOTFOUND). */
export type PostOutcome = { statusCode: number } | { error: NoAnswer; detail?: string };

/**
 * One POST to another party's server: no redirects followed, the answer's body read and
 * dropped (only its status counts), and the whole exchange bounded by the timeout.
 */
export function postOutbound(post: OutboundPost): Promise<PostOutcome> {
  const url = new URL(post.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!post.privateNetworks && isIP(host) && isPrivateAddress(host)) {
    return Promise.resolve({ error: 'private_address' });
  }
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...post.headers, 'content-length': Buffer.byteLength(post.body).toString() },
    signal: AbortSignal.timeout(post.timeoutMs),
    ...(post.privateNetworks ? {} : { lookup: publicOnlyLookup }),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(url, options, (response) => {
      response.resume();
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0 }));
      response.on('error', () => resolve({ statusCode: response.statusCode ?? 0 }));
    });
    request.on('error', (error) => resolve(describe(error)));
    request.end(post.body);
  });
}

function describe(error: Error): { error: NoAnswer; detail?: string } {
  if (error instanceof AddressNotAllowed) return { error: 'private_address' };
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return { error: 'timeout' };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return { error: 'unreachable', detail: (code ?? error.message).slice(0, 120) };
}
