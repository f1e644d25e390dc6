import { describe, expect, it } from 'vitest';
import { base64UrlBytes } from './base64url';

describe('base64UrlBytes', () => {
  it('reads the URL alphabet without padding, as the server gives its VAPID key', () => {
    expect([...base64UrlBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlBytes('AQID')]).toEqual([1, 2, 3]);
  });

  it('accepts padding, and gives a 65-byte P-256 key for an 87-character key', () => {
    expect([...base64UrlBytes('AQ==')]).toEqual([1]);
    const key = 'B' + 'A'.repeat(86); // the length of every VAPID public key
    expect(base64UrlBytes(key)).toHaveLength(65);
  });
});
