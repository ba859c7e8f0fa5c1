/**
 * `npm run schema:definitions`: writes definitions/definition.schema.json,
 * the definition language as a JSON Schema (engine/definition-json-schema.ts),
 * from the zod schema and definitions/README.md. Run it after changing
 * either; tests/unit/definition-schema.test.ts fails until it is run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { definitionJsonSchema } from '../engine/definition-json-schema';

const root = resolve(import.meta.dirname, '..');
const file = resolve(root, 'definitions/definition.schema.json');
const schema = definitionJsonSchema(readFileSync(resolve(root, 'definitions/README.md'), 'utf8'));
// Written as the repository formats JSON, so `npm run lint` passes on it.
writeFileSync(file, await format(JSON.stringify(schema), { ...(await resolveConfig(file)), filepath: file }));
console.log('definitions/definition.schema.json written.');
