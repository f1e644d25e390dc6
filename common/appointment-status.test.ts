import { describe, expect, it } from 'vitest';
import {
  adminMovesFrom,
  clientMayDelete,
  clientMayEdit,
  isLiveStatus,
  statusMeta,
  STATUS_NAMES,
  statusNamesWhere,
} from './appointment-status';

describe('the status flags', () => {
  it('call pending and confirmed live: they hold the barber’s time', () => {
    expect(statusNamesWhere('live')).toEqual(['PENDING', 'CONFIRMED']);
    expect(STATUS_NAMES.filter(isLiveStatus)).toEqual(['PENDING', 'CONFIRMED']);
    expect(isLiveStatus('SOMETHING_NEW')).toBe(false);
  });

  it('let the client delete pending, confirmed and rejected ones, never completed or missed ones', () => {
    expect(statusNamesWhere('clientDeletable')).toEqual(['PENDING', 'CONFIRMED', 'CANCELLED']);
    expect(clientMayDelete('COMPLETED')).toBe(false);
    expect(clientMayDelete('NO_SHOW')).toBe(false);
    expect(clientMayDelete('SOMETHING_NEW')).toBe(false);
  });

  it('let the client edit pending and rejected ones', () => {
    expect(STATUS_NAMES.filter(clientMayEdit)).toEqual(['PENDING', 'CANCELLED']);
  });

  it('count completed ones as work done', () => {
    expect(statusNamesWhere('served')).toEqual(['COMPLETED']);
  });
});

describe('the admin’s moves (SPEC §4)', () => {
  it('confirm or reject a pending one; complete or mark a confirmed one as missed; nothing else', () => {
    expect(adminMovesFrom('PENDING').map((move) => move.to)).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(adminMovesFrom('CONFIRMED').map((move) => move.to)).toEqual(['COMPLETED', 'NO_SHOW']);
    for (const status of ['COMPLETED', 'CANCELLED', 'NO_SHOW', 'SOMETHING_NEW']) {
      expect(adminMovesFrom(status)).toEqual([]);
    }
  });

  it('name an unknown status in grey', () => {
    expect(statusMeta('CANCELLED')).toEqual({ label: 'Rechazada', tone: 'red' });
    expect(statusMeta('SOMETHING_NEW')).toEqual({ label: 'Desconocido', tone: 'muted' });
  });
});
