// http_ece (web-push's own encryption, RFC 8188) ships no types: the one call the push tests make.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  const ece: {
    decrypt(
      buffer: Buffer,
      params: {
        version: 'aes128gcm' | 'aesgcm';
        privateKey?: ECDH;
        authSecret?: Buffer | string;
        dh?: Buffer | string;
      },
    ): Buffer;
  };
  export default ece;
}
