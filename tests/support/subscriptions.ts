import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { AppointmentChangeKind } from '../../server/src/features/appointments/appointment-change';
import { Topic } from '../../server/src/events/pubsub';
import type { TestApp } from './test-app';

export const APPOINTMENT_CHANGED = `subscription {
  appointmentChanged { kind appointmentId appointment { id status time cutType rejectionReason client { id name } cut { id name } } }
}`;

export interface Delivery {
  data?: {
    appointmentChanged: { kind: string; appointmentId: string; appointment: Record<string, any> | null };
  } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const PROBE_PREFIX = 'probe-';

/**
 * One WebSocket subscription, recording what arrives. `ready()` resolves once the server has
 * really subscribed: it keeps publishing probe events until one comes back.
 */
export function subscribeTo(t: TestApp, token: string | null, query = APPOINTMENT_CHANGED) {
  const client: Client = createClient({
    url: `${t.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  const received: Delivery[] = [];
  const failures: unknown[] = [];
  let completed = false;
  let wake: () => void = () => {};
  const changed = () => wake();

  const dispose = client.subscribe<Delivery['data']>(
    { query },
    {
      next: (value) => {
        received.push(value as Delivery);
        changed();
      },
      error: (error) => {
        failures.push(error);
        changed();
      },
      complete: () => {
        completed = true;
        changed();
      },
    },
  );

  const events = () => received.filter((d) => !d.data?.appointmentChanged?.appointmentId.startsWith(PROBE_PREFIX));

  async function waitFor<T>(check: () => T | undefined, timeoutMs = 5000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value !== undefined) return value;
      if (Date.now() > deadline)
        throw new Error(`timed out; received ${JSON.stringify(received)} failures ${JSON.stringify(failures)}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  }

  return {
    received,
    failures,
    get completed() {
      return completed;
    },
    /** Changes to real appointments (probes left out). */
    events,
    waitFor,
    /** The next change about `appointmentId` of `kind`. */
    waitForChange: (appointmentId: string, kind: string) =>
      waitFor(() =>
        events().find(
          (d) => d.data?.appointmentChanged.appointmentId === appointmentId && d.data.appointmentChanged.kind === kind,
        ),
      ),
    /** `probeBarberId`: a BARBER's subscription hears only their agenda's changes (issue 32), probes included. */
    async ready(probeClientId: string | null, probeBarberId: string | null = null) {
      let n = 0;
      await waitFor(() => {
        n += 1;
        t.app.services.pubSub.publish(Topic.AppointmentChanged, {
          kind: AppointmentChangeKind.DELETED,
          appointmentId: `${PROBE_PREFIX}${n}`,
          clientId: probeClientId,
          barberId: probeBarberId,
        });
        return received.find((d) => d.data?.appointmentChanged?.appointmentId.startsWith(PROBE_PREFIX));
      });
    },
    async close() {
      dispose();
      await client.dispose();
    },
  };
}
