import { describe, expect, it } from 'vitest';
import { barberInitials, barberTone } from './barber-initials';

describe('barberInitials', () => {
  it('takes the first and last words, or the first two letters of one word', () => {
    expect(barberInitials('Carlos Ruiz')).toBe('CR');
    expect(barberInitials('José María de la Peña')).toBe('JP');
    expect(barberInitials('luis')).toBe('LU');
    expect(barberInitials('  Ángel  ')).toBe('ÁN');
    expect(barberInitials('')).toBe('?');
  });
});

describe('barberTone', () => {
  it('keeps the token colours and falls back to green', () => {
    expect(barberTone('rose')).toBe('rose');
    expect(barberTone('red')).toBe('green');
    expect(barberTone(null)).toBe('green');
  });
});
