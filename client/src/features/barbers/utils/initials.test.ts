import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first and last words, or two letters of one', () => {
    expect(initials('Carlos Méndez')).toBe('CM');
    expect(initials('  ana maría  lópez ')).toBe('AL');
    expect(initials('Lucas')).toBe('LU');
    expect(initials('')).toBe('?');
  });
});
