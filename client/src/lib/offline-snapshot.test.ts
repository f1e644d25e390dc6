import { describe, expect, it } from 'vitest';
import { savedAtText, staleNotice } from './offline-notice';
import { isSnapshotKey, pickSnapshot, snapshotKey, tokenUser, type OfflineSnapshot } from './offline-snapshot';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenFor = (payload: unknown) => `${base64url({ alg: 'HS256' })}.${base64url(payload)}.firma`;

const snapshot: OfflineSnapshot = {
  userId: 'u1',
  role: 'BARBER',
  savedAt: Date.UTC(2026, 10, 29, 9, 15),
  timeZone: 'Europe/Madrid',
  screen: { kind: 'agenda', date: '2026-11-29', appointments: [] },
};

describe('offline snapshot keys', () => {
  it('namespaces every user under one prefix', () => {
    expect(snapshotKey('u1')).toBe('barberia.offline.u1');
    expect(isSnapshotKey(snapshotKey('otro'))).toBe(true);
    expect(isSnapshotKey('token')).toBe(false);
    expect(isSnapshotKey(null)).toBe(false);
  });
});

describe('tokenUser', () => {
  it("reads the user id and role of the token's payload", () => {
    expect(tokenUser(tokenFor({ role: 'client', sub: 'u1', jti: 's' }))).toEqual({ id: 'u1', role: 'CLIENT' });
  });

  it('names nobody for a missing, malformed or roleless token', () => {
    expect(tokenUser(null)).toBeNull();
    expect(tokenUser('no-es-un-token')).toBeNull();
    expect(tokenUser(tokenFor({ sub: 'u1' }))).toBeNull();
    expect(tokenUser(tokenFor({ sub: 'u1', role: 'root' }))).toBeNull();
  });
});

describe('pickSnapshot', () => {
  it('gives the stored snapshot to its own user only', () => {
    const stored = JSON.stringify(snapshot);
    expect(pickSnapshot(stored, 'u1')).toEqual(snapshot);
    expect(pickSnapshot(stored, 'u2')).toBeNull();
    expect(pickSnapshot(stored, null)).toBeNull();
  });

  it('ignores what cannot be read', () => {
    expect(pickSnapshot(null, 'u1')).toBeNull();
    expect(pickSnapshot('{roto', 'u1')).toBeNull();
    expect(pickSnapshot(JSON.stringify({ ...snapshot, screen: undefined }), 'u1')).toBeNull();
  });
});

describe('staleness wording', () => {
  const later = snapshot.savedAt + 3 * 60 * 60_000;

  it("says the shop's time of the same day", () => {
    expect(savedAtText(snapshot.savedAt, later, 'Europe/Madrid')).toBe('guardado a las 10:15 AM');
    expect(staleNotice(snapshot.savedAt, later, 'Europe/Madrid')).toBe(
      'Puede no estar al día · guardado a las 10:15 AM',
    );
  });

  it('says the day too when it was saved on another one', () => {
    const nextDay = snapshot.savedAt + 24 * 60 * 60_000;
    expect(savedAtText(snapshot.savedAt, nextDay, 'Europe/Madrid')).toBe('guardado el 29 nov 2026 a las 10:15 AM');
  });
});
