import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './login-return';
import { roleHome } from './role-home';

describe('where signing in leads', () => {
  it('sends each role to its home: the admin to /admin, a client to /, a barber to «Mi agenda»', () => {
    expect(afterLoginPath('ADMIN', null)).toBe('/admin');
    expect(afterLoginPath('CLIENT', null)).toBe('/');
    expect(afterLoginPath('BARBER', null)).toBe('/barber');
  });

  it('goes back to the address the guard sent them from only when it lies in their own area', () => {
    expect(afterLoginPath('BARBER', { from: '/barber/horario' })).toBe('/barber/horario');
    expect(afterLoginPath('BARBER', { from: '/admin/appointments' })).toBe('/barber');
    expect(afterLoginPath('CLIENT', { from: '/barber' })).toBe('/');
  });

  it('names each role’s area', () => {
    expect([roleHome('ADMIN'), roleHome('CLIENT'), roleHome('BARBER')]).toEqual(['/admin', '/client', '/barber']);
  });
});
