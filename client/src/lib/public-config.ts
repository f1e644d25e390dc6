// What a visitor's first screen needs from the server (the shop's zone and name), asked with a plain
// fetch of the public REST endpoint, so the first load of /login carries no GraphQL client (decision 0012).
import { earlyPublicConfig } from './early-answers';

export type PublicShellConfig = {
  businessName: string | null;
  timeZone: string;
};

type PublicConfigEnvelope = { success: boolean; data?: PublicShellConfig };

const askPublicConfig = () => fetch('/api/config/public', { headers: { accept: 'application/json' } });

async function publicConfigOf(answer: Promise<Response>): Promise<PublicShellConfig> {
  const response = await answer;
  const body = (await response.json()) as PublicConfigEnvelope;
  if (!response.ok || !body.data) throw new Error(`GET /api/config/public: ${response.status}`);
  return body.data;
}

const fetchPublicConfig = () => publicConfigOf(askPublicConfig());

let startup: Promise<PublicShellConfig> | undefined;
let startupAnswer: PublicShellConfig | undefined;
let startupTaken = false;

/** The answer asked for once at start-up (the time-zone gate waits on it). */
export function startupPublicConfig(): Promise<PublicShellConfig> {
  // The page's early script may have asked already, for the agenda's week (decision 0044).
  startup ??= publicConfigOf(earlyPublicConfig(askPublicConfig)).then((config) => (startupAnswer = config));
  return startup;
}

/**
 * The first screen to ask reuses the start-up answer (already there when the gate let it render); every
 * later one asks again, so a name saved since then shows.
 */
export function takePublicConfig(): { now: PublicShellConfig | undefined; fresh: Promise<PublicShellConfig> } {
  if (startupTaken || !startup) return { now: undefined, fresh: fetchPublicConfig() };
  startupTaken = true;
  return { now: startupAnswer, fresh: startup };
}
