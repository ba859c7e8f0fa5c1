import { describe, expect, it } from 'vitest';
import { eagerFactories, otherFactories } from '../../scripts/eager-factories-plugin';

/** A CommonJS module as the bundler wraps it (its unminified output, as the plugin sees it). */
const WRAPPED = `var require_answer = /* @__PURE__ */ __commonJSMin(((exports, module) => {
\tmodule.exports = { answer: 42, self: typeof this };
}));
var init_side = __esmMin((() => {
\tsideEffect = 'ran';
}));`;

/** Runs `code` with the runtime's two wrappers (as rolldown's runtime defines them), returning what it sets up. */
function run(code: string): { answer: unknown; side: unknown } {
  const body = `"use strict";
    let sideEffect;
    const __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);
    const __esmMin = (fn, res) => () => (fn && (res = fn(fn = 0)), res);
    ${code}
    init_side();
    return { answer: require_answer(), side: sideEffect };`;
  return new Function(body)() as { answer: unknown; side: unknown };
}

describe('eagerFactories', () => {
  it('writes each wrapper’s arrow function as a function expression', () => {
    const eager = eagerFactories(WRAPPED);
    expect(eager).toContain('__commonJSMin((function(exports, module) {');
    expect(eager).toContain('__esmMin((function() {');
    expect(eager).not.toContain('=>');
  });

  it('leaves what the modules do as it was, `this` included', () => {
    expect(run(eagerFactories(WRAPPED))).toEqual(run(WRAPPED));
    expect(run(eagerFactories(WRAPPED))).toEqual({ answer: { answer: 42, self: 'undefined' }, side: 'ran' });
  });

  it('leaves other arrow functions alone', () => {
    const code = 'const f = list.map(((item) => { return item; }));';
    expect(eagerFactories(code)).toBe(code);
  });

  it('counts the wrappers it could not rewrite, so that the build can stop', () => {
    expect(otherFactories(eagerFactories(WRAPPED))).toBe(0);
    // A wrapper written without the extra parentheses, or with a named factory, as a newer bundler might.
    const other = 'var a = __commonJSMin((exports, module) => {});\nvar b = __esmMin(init_b);';
    expect(otherFactories(eagerFactories(other))).toBe(2);
    // The runtime's own definitions of the wrappers are not calls.
    expect(otherFactories('var __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);')).toBe(
      0,
    );
  });
});
