/** Json-logic conditions as data, and reading their variable names (the page needs this). */

/** A json-logic expression as written in a definition: plain JSON. */
export type Logic = boolean | number | string | null | readonly Logic[] | { readonly [operation: string]: Logic };

/** Variable names a condition reads, in order of appearance. */
export function logicVariables(logic: unknown): string[] {
  const names: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [op, args] of Object.entries(node)) {
      if (op === 'var') {
        const name = Array.isArray(args) ? args[0] : args;
        if (typeof name === 'string' && !names.includes(name)) names.push(name);
      } else walk(args);
    }
  };
  walk(logic);
  return names;
}
