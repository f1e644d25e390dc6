import 'reflect-metadata';
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { accessDirectiveOf } from '../../server/src/graphql/auth-directives';
import { createSchema } from '../../server/src/resolvers';

describe('every root field declares who may call it', () => {
  it('has @auth or @public on each Query, Mutation and Subscription field', async () => {
    const schema = await createSchema(null);
    const undeclared: string[] = [];
    let count = 0;
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      if (!root || !isObjectType(root)) continue;
      for (const field of Object.values(root.getFields())) {
        count += 1;
        if (!accessDirectiveOf(field)) undeclared.push(`${root.name}.${field.name}`);
      }
    }
    expect(count).toBeGreaterThan(0);
    expect(undeclared).toEqual([]);
  });
});
