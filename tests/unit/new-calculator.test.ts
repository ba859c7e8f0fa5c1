/**
 * `npm run new:calculator` (issue 29, item 3): a draft that passes the
 * checker as written, whose placeholders say what to write and are listed
 * until they are written.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDefinition, defineCalculator } from '../../engine';
import { definitionFromJson } from '../../engine/definition-json';
import { placeholderProblems } from '../../engine/placeholders';
import { calculatorSkeleton, skeletonFieldKinds } from '../../engine/skeleton';

const root = join(import.meta.dirname, '../..');
const tsx = join(root, 'node_modules/.bin/tsx');
const dir = mkdtempSync(join(tmpdir(), 'new-calculator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A test that runs tsx scripts: each loads the engine and definitions afresh, seconds on a loaded 2-core machine. */
const SPAWNS = 120_000;
const run = (script: string, args: string[], input?: string) =>
  spawnSync(tsx, [script, ...args], { cwd: root, input, encoding: 'utf8', timeout: 60_000 });

describe('npm run new:calculator', () => {
  it(
    'asks its questions, says what is wrong with an answer, and writes definitions/<slug>.json',
    () => {
      const answers = [
        'Widget Cost',
        'cost-per-widget',
        'Cost per Widget Calculator',
        '2',
        'spend',
        'money:Spend',
        'count:Widgets Made',
        '',
      ];
      const made = run('scripts/new-calculator.ts', ['--dir', dir], `${answers.join('\n')}\n`);
      expect(made.status, made.stderr).toBe(0);
      expect(made.stdout).toContain('Use lower-case words joined by hyphens, such as cost-per-widget.');
      expect(made.stdout).toContain('Write a field as kind:Label');
      const draft = definitionFromJson(readFileSync(join(dir, 'cost-per-widget.json'), 'utf8'));
      expect(draft).toMatchObject({
        key: 'costPerWidget',
        title: 'Cost per Widget Calculator',
        category: 'Cost & Efficiency',
        cardCategory: 'Cost',
      });
      expect(draft.calculator.modes[0]!.fields.map((f) => [f.id, f.label])).toEqual([
        ['spend', 'Spend'],
        ['widgetsMade', 'Widgets Made'],
      ]);
      // $500 ÷ 200 widgets, in dollars: the worked example, and the page's articles headings.
      expect(draft.content.formula.example).toMatchObject({ calculation: '$500 ÷ 200', result: '$2.50' });
      expect(draft.content.article.filter((b) => b.type === 'heading').map((b) => 'text' in b && b.text)).toEqual([
        'What is Cost per Widget?',
        'How to calculate Cost per Widget',
        'What is a good Cost per Widget?',
        'How to improve your Cost per Widget',
      ]);
    },
    SPAWNS,
  );

  it(
    'passes the checker as written, listing what is still to write before publishing',
    () => {
      const checked = run('scripts/check-definitions.ts', [dir]);
      expect(checked.status).toBe(0);
      expect(checked.stdout).toContain('1 definitions and 0 plan templates checked, 5 examples pass. 29 things to do before publishing');
      expect(checked.stdout).toContain(
        'cost-per-widget.json → content.faq.0.question: Still to write: [Write: question 1 that people ask about Cost per Widget]. Replace it before the page is published. [placeholderText]',
      );
      const publishing = run('scripts/check-definitions.ts', [dir, '--publish']);
      expect(publishing.status).toBe(1);
      expect(publishing.stderr).toContain('sources.0.url: Still to write: https://example.com/write-the-source-address.');
    },
    SPAWNS,
  );

  it(
    'refuses a slug that is taken, and writes nothing',
    () => {
      expect(() =>
        execFileSync(
          tsx,
          [
            'scripts/new-calculator.ts',
            '--dir',
            dir,
            '--slug',
            'cost-per-widget',
            '--title',
            'Again',
            '--category',
            '2',
            '--field',
            'money:Spend',
          ],
          {
            cwd: root,
            stdio: 'pipe',
          },
        ),
      ).toThrow(/"cost-per-widget" is taken/);
    },
    SPAWNS,
  );
});

describe('a draft', () => {
  const kinds = skeletonFieldKinds.flatMap((a) => [...skeletonFieldKinds, undefined].map((b) => [a, b] as const));
  it.each(kinds)('of a %s field over a %s field is sound and checks its own examples', (a, b) => {
    const fields = [{ label: 'Amount', kind: a }, ...(b ? [{ label: 'Base', kind: b }] : [])];
    const draft = defineCalculator(
      calculatorSkeleton({ slug: 'draft', title: 'Draft Calculator', category: 'Analytics & Tracking', fields, today: '2026-11-27' }),
    );
    expect(checkDefinition(draft)).toEqual([]);
    // One example per rule's message and one per band.
    expect(draft.examples).toHaveLength(fields.length + 3);
  });

  it('is free of placeholders once each is written', () => {
    const input = calculatorSkeleton({
      slug: 'draft',
      title: 'Draft Calculator',
      category: 'Analytics & Tracking',
      fields: [{ label: 'Leads', kind: 'count' }],
      today: '2026-11-27',
    });
    const written = JSON.parse(
      JSON.stringify(input)
        .replace(/\[Write: ([^\]]*)\]/g, 'Written: $1')
        .replace('https://example.com/write-the-source-address', 'https://www.wordstream.com/blog/benchmarks'),
    ) as typeof input;
    expect(placeholderProblems(defineCalculator(input)).length).toBe(27);
    expect(placeholderProblems(defineCalculator(written))).toEqual([]);
  });
});
