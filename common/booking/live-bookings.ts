import { bookingRuleRefusals } from '../validation/booking-rules';

/** The limits of issue 29: live appointments still to come a client may hold at once. */
export interface LiveBookingsLimits {
  maxLiveBookingsPerClient: number;
  maxLiveBookingsUnverified: number;
}

/**
 * How a client holding `live` appointments still to come stands against their limit (fewer while the email is
 * not verified): the refusal their next request would meet, or null while they may book another.
 */
export function liveBookingsVerdict(
  live: number,
  verified: boolean,
  rules: LiveBookingsLimits,
): { live: number; max: number; refusal: string | null } {
  const max = verified ? rules.maxLiveBookingsPerClient : rules.maxLiveBookingsUnverified;
  if (live < max) return { live, max, refusal: null };
  // Verifying is worth telling only where it would make room.
  const raisedTo =
    !verified && rules.maxLiveBookingsPerClient > rules.maxLiveBookingsUnverified
      ? rules.maxLiveBookingsPerClient
      : null;
  return { live, max, refusal: bookingRuleRefusals.tooManyLive({ live, max, unverified: !verified, raisedTo }) };
}
