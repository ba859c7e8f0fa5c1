/**
 * Vite plugin: the bundler wraps each CommonJS module (React, React DOM, the
 * scheduler) in a factory, `__commonJSMin(((exports, module) => { ... }))`,
 * run once when the module is first required. V8 compiles a parenthesized
 * `function` expression while the file streams in, on a background thread
 * (its heuristic for functions invoked at once), but not an arrow function:
 * React DOM's factory, the whole library in one function, was compiled on
 * the main thread when the page's islands first ran it. With `function`
 * expressions, and the files' compile hint (scripts/compile-hints.ts), the
 * blocking time between a calculator's paint and live (each task's time past
 * 50 ms) fell from 16-28 ms to 1-6 ms at 4× CPU; paint → live did not change
 * beyond the noise, since the page still waits for the compiling, now on the
 * background thread (docs/performance.md).
 *
 * The factories use neither `this` nor `arguments` of their own (the
 * runtime calls them as plain functions, in strict mode, as an arrow would
 * see them), so the change is only in how they are compiled.
 */
import type { Plugin } from 'vite';

/** The runtime's wrappers, each opening with a parenthesized arrow function: `__commonJSMin(((exports, module) => {`. */
const ARROW_FACTORY = /\b(__commonJSMin|__esmMin)\(\(\(([\w$, ]*)\) => \{/g;

/** `code` with each wrapper's arrow function written as a `function` expression. */
export function eagerFactories(code: string): string {
  return code.replace(ARROW_FACTORY, (_, wrapper: string, params: string) => `${wrapper}((function(${params}) {`);
}

/** The plugin, for the client build's chunks (the server's are run by Node, which compiles them once). */
export function eagerFactoriesPlugin(): Plugin {
  return {
    name: 'marketing-calculators:eager-factories',
    apply: 'build',
    renderChunk(code) {
      if (this.environment.name !== 'client') return null;
      const eager = eagerFactories(code);
      return eager === code ? null : { code: eager, map: null };
    },
  };
}
