/**
 * Walks the definition schema: every key an editor can write (dotted, with
 * `[]` for list items) and every allowed value of its enums and literals.
 */
import type { z } from 'zod';

interface Walked {
  keys: Set<string>;
  values: Set<string>;
}

type Def = { type: string; [key: string]: unknown };

export function walkSchema(schema: z.ZodType): Walked {
  const walked: Walked = { keys: new Set(), values: new Set() };
  const seen = new Set<unknown>();
  const visit = (node: z.ZodType, path: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    const branches = (node as unknown as { branches?: Record<string, z.ZodType> }).branches;
    if (branches) for (const branch of Object.values(branches)) visit(branch, path);
    const def = (node as unknown as { def: Def }).def;
    switch (def.type) {
      case 'object':
        for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
          walked.keys.add(key);
          visit(child, path ? `${path}.${key}` : key);
        }
        break;
      case 'array':
        visit(def.element as z.ZodType, `${path}[]`);
        break;
      case 'optional':
      case 'default':
      case 'nullable':
        visit(def.innerType as z.ZodType, path);
        break;
      case 'union':
        for (const option of def.options as z.ZodType[]) visit(option, path);
        break;
      case 'tuple':
        for (const item of def.items as z.ZodType[]) visit(item, path);
        break;
      case 'record':
        visit(def.valueType as z.ZodType, path);
        break;
      case 'pipe':
        visit(def.in as z.ZodType, path);
        visit(def.out as z.ZodType, path);
        break;
      case 'enum':
        for (const value of Object.values(def.entries as Record<string, string>)) walked.values.add(String(value));
        break;
      case 'literal':
        for (const value of def.values as unknown[]) walked.values.add(String(value));
        break;
      default:
        break;
    }
  };
  visit(schema, '');
  return walked;
}
