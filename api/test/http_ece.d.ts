// The part of http_ece (web-push's encrypted content coding, RFC 8188; no published types) the tests use.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string }): Buffer;
}
