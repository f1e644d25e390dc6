import { createPubSub } from '@graphql-yoga/subscription';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import Redis from 'ioredis';
import type { PubSub } from 'type-graphql';
import type { AppointmentChangedEvent } from '../features/appointments/appointment-change';

export const Topic = {
  AppointmentChanged: 'APPOINTMENT_CHANGED',
} as const;

/** Every topic and the arguments its events carry. */
// A type alias, not an interface: the yoga engine needs its implicit index signature.
export type Topics = {
  [Topic.AppointmentChanged]: [AppointmentChangedEvent];
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
  const redis = new RedisPubSub({ publisher: new Redis(redisUrl), subscriber: new Redis(redisUrl) });
  return {
    publish(topic, ...args) {
      // Fire and forget like the in-memory engine: a Redis hiccup must not fail the mutation that already committed.
      redis
        .publish(REDIS_CHANNEL_PREFIX + topic, args[0])
        .catch((error) => console.error('[pubsub] publish failed', error));
    },
    subscribe: (topic) => redis.asyncIterableIterator(REDIS_CHANNEL_PREFIX + topic),
    close: async () => void (await redis.close()),
  };
}
