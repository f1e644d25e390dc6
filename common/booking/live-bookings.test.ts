import { describe, expect, it } from 'vitest';
import { liveBookingsVerdict } from './live-bookings';

const rules = { maxLiveBookingsPerClient: 3, maxLiveBookingsUnverified: 1 };

describe('the live bookings limit', () => {
  it('lets a client book while they hold fewer than their maximum', () => {
    expect(liveBookingsVerdict(2, true, rules)).toEqual({ live: 2, max: 3, refusal: null });
    expect(liveBookingsVerdict(0, false, rules)).toEqual({ live: 0, max: 1, refusal: null });
  });

  it('refuses at the maximum, or above it (the barber booked more)', () => {
    expect(liveBookingsVerdict(3, true, rules).refusal).toBe(
      'Ya tienes 3 citas pendientes o confirmadas y el máximo por cliente es 3. Cancela una o espera a que pase para reservar otra.',
    );
    expect(liveBookingsVerdict(4, true, rules).refusal).toMatch(/^Ya tienes 4 citas/);
  });

  it('tells an unverified client that verifying makes room, only when it does', () => {
    expect(liveBookingsVerdict(1, false, rules).refusal).toBe(
      'Ya tienes 1 cita pendiente o confirmada y el máximo mientras tu email no esté verificado es 1. ' +
        'Verifica tu email (desde tu perfil puedes pedir el enlace) para poder tener hasta 3, o cancela la que tienes.',
    );
    const same = { maxLiveBookingsPerClient: 2, maxLiveBookingsUnverified: 2 };
    expect(liveBookingsVerdict(2, false, same).refusal).toBe(
      'Ya tienes 2 citas pendientes o confirmadas y el máximo mientras tu email no esté verificado es 2. ' +
        'Cancela una o espera a que pase para reservar otra.',
    );
  });
});
