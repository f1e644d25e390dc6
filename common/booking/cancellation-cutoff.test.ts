import { describe, expect, it } from 'vitest';
import { cancellationCutoffStart, pastCancellationCutoff } from './cancellation-cutoff';

const clock = { now: () => new Date('2027-03-10T15:00:00Z') };
const within = (startsAt: string, cancellationCutoffHours: number) =>
  pastCancellationCutoff(new Date(startsAt), { cancellationCutoffHours }, clock);

describe('the cancellation cutoff', () => {
  it('never closes at 0 hours', () => {
    expect(cancellationCutoffStart({ cancellationCutoffHours: 0 }, clock)).toBeNull();
    expect(within('2027-03-10T15:01:00Z', 0)).toBe(false);
  });

  it('closes for appointments starting less than the cutoff ahead', () => {
    expect(cancellationCutoffStart({ cancellationCutoffHours: 24 }, clock)?.toISOString()).toBe(
      '2027-03-11T15:00:00.000Z',
    );
    expect(within('2027-03-11T14:59:00Z', 24)).toBe(true);
    expect(within('2027-03-11T15:00:00Z', 24)).toBe(false);
  });
});
