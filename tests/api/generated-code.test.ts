import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import codegenConfig from '../../codegen';
import { printSchemaFile } from '../../server/src/graphql/print-schema';
import { createSchema } from '../../server/src/resolvers';

const root = path.resolve(__dirname, '../..');

describe('committed generated code is current', () => {
  it('schema.graphql is what the server code emits (run `npm run codegen`)', async () => {
    const emitted = printSchemaFile(await createSchema(null));
    expect(fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8')).toBe(emitted);
  });

  it('client/src/gql is what codegen makes of schema.graphql and the client documents (run `npm run codegen`)', async () => {
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const outputs = await generate({ ...codegenConfig, hooks: {}, silent: true, cwd: root }, false);
      const generatedDir = path.join(root, 'client/src/gql');
      const expected = new Map<string, string>();
      for (const output of outputs) {
        const file = path.resolve(root, output.filename);
        const options = (await prettier.resolveConfig(file)) ?? {};
        expected.set(file, await prettier.format(output.content, { ...options, filepath: file }));
      }
      const committed = fs.existsSync(generatedDir)
        ? fs.readdirSync(generatedDir).map((name) => path.join(generatedDir, name))
        : [];
      expect(committed.sort()).toEqual([...expected.keys()].sort());
      for (const [file, content] of expected) expect(fs.readFileSync(file, 'utf8'), file).toBe(content);
    } finally {
      process.chdir(cwd);
    }
  });
});
