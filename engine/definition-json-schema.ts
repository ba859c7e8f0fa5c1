/**
 * The definition language as a JSON Schema (draft 2020-12), for editors:
 * completion, hover documentation and unknown keys flagged in a definition
 * written as JSON. Made from the zod schema itself (zod 4's
 * `z.toJSONSchema`, the input side: what an author writes), so it cannot
 * describe another language than the one the engine checks; each key
 * carries what definitions/README.md says of it. Written to
 * definitions/definition.schema.json by `npm run schema:definitions`; a
 * test fails when that file is out of date. For the build and tests only.
 */
import { z } from 'zod';
import { definitionSchema } from './definition';

type JsonSchema = Record<string, unknown>;

/**
 * What definitions/README.md says of each key, from its bullets ("- `key`: …", lines indented under it included):
 * the first place a key is named, which is where the page defines it.
 */
export function keyDocs(readme: string): Map<string, string> {
  const docs = new Map<string, string>();
  const lines = readme.split('\n');
  lines.forEach((line, i) => {
    const bullet = /^- `(\w+)`(?:,[^:]*)?: (.+)$/.exec(line);
    if (!bullet || docs.has(bullet[1]!)) return;
    let text = bullet[2]!;
    for (let j = i + 1; j < lines.length && /^ {2,}\S/.test(lines[j]!); j++) text += ` ${lines[j]!.trim()}`;
    const said = text.replace(/\s+/g, ' ').trim();
    docs.set(bullet[1]!, said.charAt(0).toUpperCase() + said.slice(1));
  });
  return docs;
}

/** Every key of `schema`'s objects, however deep, described where `docs` knows it and the schema does not. */
function describe(schema: unknown, docs: Map<string, string>): void {
  if (Array.isArray(schema)) return schema.forEach((item) => describe(item, docs));
  if (!schema || typeof schema !== 'object') return;
  const node = schema as JsonSchema;
  const properties = node.properties as Record<string, JsonSchema> | undefined;
  for (const [key, property] of Object.entries(properties ?? {})) {
    const doc = docs.get(key);
    if (doc && property.description === undefined) property.description = doc;
  }
  for (const value of Object.values(node)) describe(value, docs);
}

const options = {
  io: 'input',
  // A rule's json-logic condition is any JSON: the checker judges it.
  unrepresentable: 'any',
  override: (ctx: { zodSchema: unknown; jsonSchema: JsonSchema }) => {
    // A union told apart by its key (engine/definition.ts `byKey`) is a transform to zod: its branches, to JSON.
    const branches = (ctx.zodSchema as { branches?: Record<string, z.ZodType> }).branches;
    if (!branches) return;
    for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
    ctx.jsonSchema.anyOf = Object.values(branches).map((branch) => {
      const { $schema: _, ...json } = z.toJSONSchema(branch, options as never) as JsonSchema;
      return json;
    });
  },
} as const;

/** The JSON Schema of a calculator definition, its keys described from `readme` (definitions/README.md). */
export function definitionJsonSchema(readme: string): JsonSchema {
  const { $schema, ...schema } = z.toJSONSchema(definitionSchema, options as never) as JsonSchema;
  describe(schema, keyDocs(readme));
  // A JSON definition may name this schema for its editor; the engine drops the key (engine/definition-json.ts).
  const properties = schema.properties as Record<string, JsonSchema>;
  schema.properties = {
    $schema: { type: 'string', description: 'The JSON Schema this file follows, for editors: "./definition.schema.json".' },
    ...properties,
  };
  return {
    $schema,
    title: 'Calculator definition',
    description: 'One calculator of the site: its card, results, bands, content, sources and worked examples. See definitions/README.md.',
    ...schema,
  };
}
