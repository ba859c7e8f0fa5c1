import { describe, expect, it } from 'vitest';
import { embedSnippet } from '../../../src/embed/snippet';

describe('the embed snippet', () => {
  it('is an iframe of the embedded calculator at a fixed height, then the resizer script', () => {
    expect(embedSnippet('https://calc.example', '/embed/roi', 'ROI Calculator')).toBe(
      '<iframe src="https://calc.example/embed/roi" title="ROI Calculator" width="100%" height="760" style="border:0;max-width:720px" loading="lazy" allow="clipboard-write"></iframe>\n' +
        '<script src="https://calc.example/embed.js" async></script>',
    );
  });

  it('carries an embedded plan’s query, escaped for the attribute', () => {
    expect(embedSnippet('https://calc.example', '/embed/plan?plan=1&step=cpa', 'Funnel Plan')).toContain(
      '<iframe src="https://calc.example/embed/plan?plan=1&amp;step=cpa" title="Funnel Plan"',
    );
  });

  it('escapes a title that holds quotes or markup, so the pasted HTML stays whole', () => {
    expect(embedSnippet('https://calc.example', '/embed/cac', 'CAC "Pro" <Calculator> & more')).toContain(
      'title="CAC &quot;Pro&quot; &lt;Calculator&gt; &amp; more"',
    );
  });
});
