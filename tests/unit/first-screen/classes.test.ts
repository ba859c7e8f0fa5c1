/**
 * The first screen's classes are read only in states the capture rendered
 * (issue 50): the reader's type takes each specimen's dimensions with their
 * captured values, and a state it never rendered throws in development and
 * tests instead of drawing the part in its first state's classes.
 */
import { describe, expect, it } from 'vitest';
import { classOf } from '../../../src/first-screen/card-classes';
import { classReader } from '../../../src/first-screen/classes';

describe("the first screen's class reader", () => {
  it('reads a captured state: a small text button', () => {
    expect(classOf('button', 'root', { variant: 'text', size: 'small', icon: false, disabled: false })).toMatch(
      /\bMuiButton-text\b.*\bMuiButton-sizeSmall\b/,
    );
  });

  it('refuses, at compile time, a dimension left out or a value never captured', () => {
    // @ts-expect-error `disabled` is a dimension of the button's root: the state must say it.
    expect(() => classOf('button', 'root', { variant: 'text', size: 'small', icon: false })).toThrow(
      'No classes were captured for button.root in {"variant":"text","size":"small","icon":false}',
    );
    // @ts-expect-error "huge" is not a size the capture rendered.
    expect(() => classOf('button', 'root', { variant: 'text', size: 'huge', icon: false, disabled: false })).toThrow(/No classes/);
  });

  it('throws in tests on a combination the capture did not render, where the types cannot tell', () => {
    const table = { chip: { root: { dims: ['tone'], values: { on: 'chip-on' } } } } as const;
    const read = classReader<typeof table, { chip: { tone: 'on' | 'off' } }>(table);
    expect(read('chip', 'root', { tone: 'on' })).toBe('chip-on');
    expect(() => read('chip', 'root', { tone: 'off' })).toThrow('No classes were captured for chip.root in {"tone":"off"}');
  });
});
