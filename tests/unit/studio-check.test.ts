/**
 * The studio's check of a definition being written (src/studio/check-draft.ts):
 * problems at the characters of their dotted path, the worked examples run
 * as tests with the text they expect, and what is left to write.
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../definitions';
import { definitionAsJson } from '../../engine/definition-json';
import { calculatorSkeleton } from '../../engine/skeleton';
import { checkDraft } from '../../src/studio/check-draft';
import { pathSegments, spanOf } from '../../src/studio/located';

const roiJson = definitionAsJson(definitions.find((d) => d.slug === 'roi')!);

describe('the studio’s check', () => {
  it('passes a site calculator shown as JSON, every example green', () => {
    const report = checkDraft(roiJson, definitions);
    expect(report.problems).toEqual([]);
    expect(report.toWrite).toEqual([]);
    expect(report.examples.length).toBeGreaterThan(3);
    expect(report.examples.every((e) => e.passed)).toBe(true);
  });

  it('marks a band’s "from" written as a word at that very value', () => {
    const data = JSON.parse(roiJson) as { calculator: { modes: { bands: { steps: { from?: unknown }[] } }[] } };
    data.calculator.modes[0]!.bands.steps[1]!.from = 'twenty';
    const text = JSON.stringify(data, null, 2);
    const [problem] = checkDraft(text, definitions).problems;
    expect(problem).toMatchObject({ path: 'calculator.modes.0.bands.steps.1.from', problem: 'Expected number but got string "twenty".' });
    expect(text.slice(problem!.span.from, problem!.span.to)).toBe('"twenty"');
  });

  it('shows a failing example with the text it expected', () => {
    const data = JSON.parse(roiJson) as { examples: { name: string; expect: { outputs?: Record<string, string> } }[] };
    const example = data.examples.find((e) => e.expect.outputs)!;
    const [id] = Object.keys(example.expect.outputs!);
    example.expect.outputs![id!] = '99.99%';
    const report = checkDraft(JSON.stringify(data, null, 2), definitions);
    const run = report.examples.find((e) => e.name === example.name)!;
    expect(run.passed).toBe(false);
    expect(run.expected).toContain(`${id} shows “99.99%”`);
    expect(run.mismatches[0]).toMatch(/^Expected output "\w+" to show "99\.99%" but it shows ".+"\.$/);
  });

  it('says where a text stops being JSON', () => {
    const report = checkDraft('{\n  "key": "a",\n}', definitions);
    expect(report.problems[0]).toMatchObject({ name: 'notJson', span: { line: 3 } });
  });

  it('lists a new draft’s placeholders as things to write, not as problems; its category links it from the site', () => {
    const draft = calculatorSkeleton({
      slug: 'cost-per-widget',
      title: 'Cost per Widget Calculator',
      category: 'Cost & Efficiency',
      fields: [
        { label: 'Spend', kind: 'money' },
        { label: 'Widgets', kind: 'count' },
      ],
      today: '2026-11-27',
    });
    const report = checkDraft(JSON.stringify(draft, null, 2), definitions);
    expect(report.problems).toEqual([]);
    // Cost & Efficiency's closest page gives it its last related place (engine/related.ts), so no edit elsewhere is needed.
    expect(report.toWrite.map((p) => p.name)).not.toContain('noIncomingLink');
    // One to write for each "[Write: …]" and example.com address the skeleton put in the draft.
    const held = JSON.stringify(draft).match(/\[Write: [^\]]*\]|https:\/\/example\.com[^"]*/g)!;
    expect(report.toWrite.filter((p) => p.name === 'placeholderText').length).toBe(held.length);
    expect(held.length).toBeGreaterThan(0);
  });

  it('reads a path’s segments and finds a missing key’s parent', () => {
    expect(pathSegments('examples.6 ("other value")')).toEqual(['examples', 6]);
    expect(pathSegments('(file)')).toEqual([]);
    const text = '{\n  "seo": { "h1": "A" }\n}';
    expect(text.slice(spanOf(text, 'seo.intro').from, spanOf(text, 'seo.intro').to)).toBe('"seo"');
  });
});

describe('the studio’s links into the guide', () => {
  it('points every problem at a section definitions/README.md has', async () => {
    const { readFileSync } = await import('node:fs');
    const { guideSection, headingId } = await import('../../src/studio/guide-sections');
    const { problems } = await import('../../engine/problems');
    const ids = new Set([...readFileSync('definitions/README.md', 'utf8').matchAll(/^#{1,3} (.+)$/gm)].map((m) => headingId(m[1]!)));
    const paths = [
      '(file)',
      'key',
      'seo.h1',
      'calculator.title',
      'calculator.modes.0.fields.1.unit',
      'calculator.modes.0.rules.0',
      'calculator.modes.0.outputs.0.expr',
      'calculator.modes.0.bands.steps.1.from',
      'content.faq.0',
      'sources.0.url',
      'reviewed',
      'examples.2 ("x")',
    ];
    for (const name of Object.keys(problems)) for (const path of paths) expect(ids).toContain(guideSection(path, name));
    expect(guideSection('calculator.modes.0.bands.steps.1.from', 'wrongType')).toBe('bands-and-tips');
  });
});
