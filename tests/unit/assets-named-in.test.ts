import { describe, expect, it } from 'vitest';
import { assetsNamedIn } from '../../sw/assets-named-in';

describe('assetsNamedIn (what the offline worker stores beside a page)', () => {
  it.each([
    ['the entry script', '<script type="module" crossorigin src="/assets/index-a1.js"></script>', ['/assets/index-a1.js']],
    [
      'the modulepreloads, each once',
      '<template id="app-modules"><link rel="modulepreload" crossorigin href="/assets/main-b2.js" /><link rel="modulepreload" crossorigin href="/assets/roi-c3.js" /></template><link rel="modulepreload" href="/assets/main-b2.js" />',
      ['/assets/main-b2.js', '/assets/roi-c3.js'],
    ],
    ['not other links or text', '<link rel="icon" href="/favicon.svg" /><a href="/calculators/roi">/assets/x.js</a>', []],
  ])('%s', (_name, html, expected) => {
    expect(assetsNamedIn(html)).toEqual(expected);
  });
});
