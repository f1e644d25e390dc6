import { describe, expect, it } from 'vitest';
import { bufferCostHint } from './buffer-cost';

describe('what the buffer costs, as the settings say it', () => {
  it('names the next free time and the minutes lost after a booking ending at 10:00', () => {
    expect(bufferCostHint(30, 10)).toBe(
      'Con pasos de 30 minutos, un margen de 10 minutos hace que, si una cita acaba a las 10:00, la siguiente hora libre sea las 10:30: 30 minutos sin reservar.',
    );
    expect(bufferCostHint(15, 10)).toContain('la siguiente hora libre sea las 10:15: 15 minutos sin reservar.');
    expect(bufferCostHint(20, 25)).toContain('la siguiente hora libre sea las 10:40: 40 minutos sin reservar.');
    expect(bufferCostHint(10, 10)).toContain('la siguiente hora libre sea las 10:10: 10 minutos sin reservar.');
    expect(bufferCostHint(15, 60)).toContain('la siguiente hora libre sea las 11:00: 60 minutos sin reservar.');
  });

  it('without a buffer (or while the field is blank) only says the step', () => {
    expect(bufferCostHint(15, 0)).toBe('Las horas se ofrecen cada 15 minutos desde la apertura.');
    expect(bufferCostHint(30, Number.NaN)).toBe('Las horas se ofrecen cada 30 minutos desde la apertura.');
  });
});
