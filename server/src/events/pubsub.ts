import { createPubSub } from '@graphql-yoga/subscription';
import type { RedisPubSub } from 'graphql-redis-subscriptions';
import type { PubSub } from 'type-graphql';
import type { AppointmentChangedEvent } from '../features/appointments/appointment-change';
import type { SessionsEndedEvent } from '../features/sessions/sessions-ended';
import type { WaitlistChangedEvent } from '../features/waitlist/waitlist-entry.type';

export const Topic = {
  AppointmentChanged: 'APPOINTMENT_CHANGED',
  SessionsEnded: 'SESSIONS_ENDED',
  WaitlistChanged: 'WAITLIST_CHANGED',
} as const;

/** Every topic and the arguments its events carry. */
// A type alias, not an interface: the yoga engine needs its implicit index signature.
export type Topics = {
  [Topic.AppointmentChanged]: [AppointmentChangedEvent];
  [Topic.SessionsEnded]: [SessionsEndedEvent];
  [Topic.WaitlistChanged]: [WaitlistChangedEvent];
};

export interface AppPubSub extends PubSub {
  publish<K extends keyof Topics>(topic: K, ...args: Topics[K]): void;
  close(): Promise<void>;
}

// Several deployments may share one Redis; the prefix keeps this app's channels apart.
const REDIS_CHANNEL_PREFIX = 'barberia:';

/**
 * In memory for a single process; with a Redis URL, every server process publishing to and
 * subscribed on the same Redis, so a change made through one reaches subscribers of all.
 */
export function createAppPubSub(redisUrl?: string): AppPubSub {
  if (!redisUrl) {
    const memory = createPubSub<Topics>();
    return {
      publish: (topic, ...args) => memory.publish(topic, ...args),
      subscribe: (topic) => memory.subscribe(topic as keyof Topics),
      close: async () => {},
    };
  }
  // The Redis clients load only when REDIS_URL is set: a single-process shop never pays for them.
  const ready = connectRedis(redisUrl);
  ready.catch((error) => console.error('[pubsub] Redis unavailable', error));
  return {
    publish(topic, ...args) {
      // Fire and forget like the in-memory engine: a Redis hiccup must not fail the mutation that already committed.
      ready
        .then((redis) => redis.publish(REDIS_CHANNEL_PREFIX + topic, args[0]))
        .catch((error) => console.error('[pubsub] publish failed', error));
    },
    subscribe: (topic) => redisEvents(ready, REDIS_CHANNEL_PREFIX + topic),
    close: async () => void (await (await ready).close()),
  };
}

async function connectRedis(redisUrl: string): Promise<RedisPubSub> {
  const [{ RedisPubSub }, { Redis }] = await Promise.all([import('graphql-redis-subscriptions'), import('ioredis')]);
  return new RedisPubSub({ publisher: new Redis(redisUrl), subscriber: new Redis(redisUrl) });
}

async function* redisEvents(ready: Promise<RedisPubSub>, channel: string): AsyncGenerator<unknown> {
  yield* (await ready).asyncIterableIterator(channel);
}
