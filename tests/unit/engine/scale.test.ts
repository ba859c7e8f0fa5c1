import { describe, expect, it } from 'vitest';
import { pickStep, scaleProblem } from '../../../engine';

const growth = [
  { label: 'significant decline' },
  { from: -15, exclusive: true, label: 'moderate decline' },
  { from: -5, exclusive: true, label: 'slight decline' },
  { from: 0, label: 'flat' },
  { from: 0, exclusive: true, label: 'modest' },
  { from: 5, label: 'healthy' },
];

describe('pickStep', () => {
  it.each([
    [-20, 'significant decline'],
    [-15, 'significant decline'],
    [-14.99, 'moderate decline'],
    [-5, 'moderate decline'],
    [-4.99, 'slight decline'],
    [0, 'flat'],
    [0.01, 'modest'],
    [4.99, 'modest'],
    [5, 'healthy'],
    [1e9, 'healthy'],
  ])('puts %d in %s (inclusive bounds unless exclusive)', (value, label) => {
    expect(pickStep(growth, value)?.label).toBe(label);
  });

  it('has no step for a non-finite value', () => expect(pickStep(growth, Number.NaN)).toBeUndefined());
});

describe('scaleProblem', () => {
  it('accepts a rising scale', () => expect(scaleProblem(growth)).toBeUndefined());
  it('needs an open first step', () => expect(scaleProblem([{ from: 0 }])?.index).toBe(0));
  it('rejects falling bounds', () => expect(scaleProblem([{}, { from: 5 }, { from: 2 }])?.index).toBe(2));
  it('rejects an inclusive bound after an exclusive one at the same number', () => {
    expect(scaleProblem([{}, { from: 0, exclusive: true }, { from: 0 }])?.index).toBe(2);
  });
});
