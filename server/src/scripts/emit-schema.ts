import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { createSchema } from '../resolvers';
import { printSchemaFile } from '../graphql/print-schema';

async function main() {
  const target = path.resolve(process.argv[2] ?? 'schema.graphql');
  fs.writeFileSync(target, printSchemaFile(await createSchema(null)));
  console.log(`schema written to ${target}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
