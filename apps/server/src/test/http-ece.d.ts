/** The few parts of http_ece (RFC 8188 content encoding) the push stand-in uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(
    content: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
