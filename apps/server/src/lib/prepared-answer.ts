import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ZodType, z } from 'zod';

/** Below this a compressed answer saves less than its headers cost (the compress plugin's). */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Paid once per change, not per request, so higher than the on-the-fly level (4); above 6
 * brotli's time grows much faster than the bytes it saves on a few kilobytes of JSON.
 */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

/**
 * An answer serialised once: its JSON as the route's response schema shapes it (the bytes the
 * schema serialiser would have sent), a validator, and each compressed form made the first
 * time a client asks for it. Sent to any number of clients without touching it again.
 */
export interface PreparedAnswer {
  readonly json: Buffer;
  readonly etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

export function prepareAnswer<S extends ZodType>(schema: S, value: z.output<S>): PreparedAnswer {
  const json = Buffer.from(JSON.stringify(z.encode(schema, value)));
  // Weak: the br, gzip and plain forms are the same answer.
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  return { json, etag };
}

/**
 * Options of a GET route whose answer the compress plugin need not code: a prepared answer
 * codes itself and a few bytes gain nothing, and a GET brings no body to decode. Without them
 * the plugin's three hooks (on request, before parsing, on send) run on every request.
 */
export const withoutCompressHooks = { compress: false, decompress: false } as const;

type Encoding = 'br' | 'gzip' | 'identity';

/** The best coding the client takes (br over gzip), ignoring any it refuses with q=0. */
export function acceptedEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let gzip = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : 'identity';
}

function bodyIn(answer: PreparedAnswer, encoding: Encoding): Buffer {
  if (encoding === 'identity' || answer.json.length < COMPRESS_FROM_BYTES) return answer.json;
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: answer.json.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    return answer.br;
  }
  answer.gzip ??= gzipSync(answer.json, { level: GZIP_LEVEL });
  return answer.gzip;
}

const matchesEtag = (header: string | undefined, etag: string) =>
  (header ?? '').split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || `W/${t}` === etag;
  });

/** Sends a prepared answer: 304 to a client that holds it, else in the coding it accepts. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const body = bodyIn(answer, encoding);
  reply.header('content-type', 'application/json; charset=utf-8');
  // The compress plugin leaves an answer alone once it names its coding; a plain one is left
  // plain by it too (small, or a client that takes neither coding).
  if (body !== answer.json) reply.header('content-encoding', encoding);
  return reply.send(body);
}
