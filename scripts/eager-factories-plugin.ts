/**
 * Vite plugin: the bundler wraps each CommonJS module (React, React DOM, the
 * scheduler) in a factory, `__commonJSMin(((exports, module) => { ... }))`,
 * run once when the module is first required. V8 compiles a parenthesized
 * `function` expression while the file streams in, on a background thread
 * (its heuristic for functions invoked at once), but not an arrow function:
 * React DOM's factory, the whole library in one function, was compiled on
 * the main thread when the page's islands first ran it. With `function`
 * expressions, and the files' compile hint (scripts/compile-hints.ts), the
 * blocking time between a calculator's paint and hydration (each task's time past
 * 50 ms) fell from 16-28 ms to 1-6 ms at 4× CPU; paint → hydrated did not change
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

/** A call of a wrapper whose factory is not a parenthesized `function` expression (the runtime's definitions are not calls). */
const OTHER_FACTORY = /\b(?:__commonJSMin|__esmMin)\((?!\(function\()/g;

/**
 * How many wrappers in `code` (as eagerFactories left it) are still called with a factory of another shape: a newer
 * bundler that writes them differently, which ARROW_FACTORY would then no longer match.
 */
export function otherFactories(code: string): number {
  return code.match(OTHER_FACTORY)?.length ?? 0;
}

/** The plugin, for the client build's chunks (the server's are run by Node, which compiles them once). */
export function eagerFactoriesPlugin(): Plugin {
  return {
    name: 'marketing-calculators:eager-factories',
    apply: 'build',
    renderChunk(code, chunk) {
      if (this.environment.name !== 'client') return null;
      const eager = eagerFactories(code);
      // Failing the build, since nothing else would notice: the pages would still work, only hydrate later.
      const left = otherFactories(eager);
      if (left > 0)
        this.error(
          `${left} CommonJS wrapper(s) in ${chunk.fileName} have a factory that is not a function expression: the bundler writes them differently now; update ARROW_FACTORY (scripts/eager-factories-plugin.ts).`,
        );
      return eager === code ? null : { code: eager, map: null };
    },
  };
}
