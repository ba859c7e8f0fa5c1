/**
 * `npm run new:calculator`: asks for a slug, a title, a category and the
 * fields, and writes definitions/<slug>.json, a complete draft that passes
 * `npm run check:definitions` as written (engine/skeleton.ts). Its
 * placeholders say what to write; the checker lists each one left and the
 * build refuses to publish the page until they are written.
 *
 * Without a terminal (or to script it), give the answers as options:
 * `--slug cost-per-widget --title "Cost per Widget Calculator"
 * --category "Cost & Efficiency" --field "money:Spend" --field "count:Widgets"`;
 * `--dir` writes into another folder.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { format } from 'date-fns';
import { defineCalculator, DefinitionError } from '../engine';
import { definitionAsJson } from '../engine/definition-json';
import { definitionFiles, loadDefinitionFile } from '../engine/definition-folder';
import { calculatorSkeleton, categoryCards, skeletonFieldKinds, type Category, type SkeletonFieldKind } from '../engine/skeleton';

const { values } = parseArgs({
  options: {
    slug: { type: 'string' },
    title: { type: 'string' },
    category: { type: 'string' },
    field: { type: 'string', multiple: true },
    dir: { type: 'string', default: 'definitions' },
  },
});
const dir = resolve(values.dir);
const categories = Object.keys(categoryCards) as Category[];
const asking = values.slug === undefined || values.title === undefined || values.category === undefined || !values.field?.length;
const terminal = asking ? createInterface({ input: process.stdin, terminal: process.stdin.isTTY }) : undefined;
// Lines are read as they come, so answers piped in at once are not lost between questions.
const lines = terminal?.[Symbol.asyncIterator]();

/** Prints `question` and reads one answer; the input ending stops the command. */
async function prompt(question: string): Promise<string> {
  process.stdout.write(question);
  const line = await lines!.next();
  if (line.done) throw new Error('\nThe input ended before every answer was given; nothing was written.');
  if (!process.stdin.isTTY) process.stdout.write(`${line.value}\n`);
  return (line.value as string).trim();
}

/** Asks until `read` accepts the answer (it returns the value, or a sentence saying what is wrong). */
async function ask<T>(question: string, given: string | undefined, read: (answer: string) => { value: T } | string): Promise<T> {
  for (;;) {
    const answer = given ?? (await prompt(question));
    const result = read(answer);
    if (typeof result !== 'string') return result.value;
    if (given !== undefined) throw new Error(result);
    console.log(`  ${result}`);
  }
}

// Slugs and keys already taken, so the draft cannot clash with a calculator of the folder.
const taken = new Set<string>();
for (const file of existsSync(dir) ? definitionFiles(dir) : []) {
  const definition = await loadDefinitionFile(file).catch(() => undefined);
  if (definition) taken.add(definition.slug).add(definition.key);
}

try {
  const slug = await ask('Slug (the address, e.g. cost-per-widget): ', values.slug, (answer) =>
    !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(answer)
      ? 'Use lower-case words joined by hyphens, such as cost-per-widget.'
      : taken.has(answer) || existsSync(join(dir, `${answer}.json`))
        ? `"${answer}" is taken by a calculator in ${relative(process.cwd(), dir) || '.'}.`
        : { value: answer },
  );
  const title = await ask('Title (e.g. Cost per Widget Calculator): ', values.title, (answer) =>
    answer === '' ? 'Give the calculator a title.' : { value: answer },
  );
  if (!values.category) categories.forEach((c, i) => console.log(`  ${i + 1}. ${c}`));
  const category = await ask(`Category (1–${categories.length}): `, values.category, (answer) => {
    const chosen = categories[Number(answer) - 1] ?? categories.find((c) => c.toLowerCase() === answer.toLowerCase());
    return chosen ? { value: chosen } : `Choose 1 to ${categories.length}, or write one of: ${categories.join('; ')}.`;
  });
  const fields: { label: string; kind: SkeletonFieldKind }[] = [];
  const readField = (answer: string) => {
    const [kind, ...label] = answer.split(':');
    return skeletonFieldKinds.includes(kind as SkeletonFieldKind) && label.join(':').trim() !== ''
      ? { value: { kind: kind as SkeletonFieldKind, label: label.join(':').trim() } }
      : `Write a field as kind:Label, the kind one of ${skeletonFieldKinds.join(', ')} (money:Ad Spend).`;
  };
  if (values.field?.length) for (const given of values.field) fields.push(await ask('', given, readField));
  else {
    console.log(
      `Fields, one per line as kind:Label (${skeletonFieldKinds.join(', ')}); the first is divided by the second. An empty line ends.`,
    );
    while (fields.length < 6) {
      const answer = await prompt(`Field ${fields.length + 1}: `);
      if (answer === '' && fields.length > 0) break;
      const read = readField(answer);
      if (typeof read === 'string') console.log(`  ${read}`);
      else fields.push(read.value);
    }
  }
  const draft = defineCalculator(calculatorSkeleton({ slug, title, category, fields, today: format(new Date(), 'yyyy-MM-dd') }));
  const file = join(dir, `${slug}.json`);
  // "$schema" names the language's schema from where the file is, for the editor.
  const schema = relative(dir, resolve(import.meta.dirname, '../definitions/definition.schema.json'))
    .split(sep)
    .join('/');
  writeFileSync(file, definitionAsJson(draft, schema.startsWith('.') ? schema : `./${schema}`));
  console.log(
    `Wrote ${relative(process.cwd(), file)}. Replace each "[Write: …]" and the source's example.com address, list it in a related calculator's "related", then run npm run check:definitions.`,
  );
} catch (error) {
  console.error(error instanceof DefinitionError ? error.message : (error as Error).message);
  process.exitCode = 1;
} finally {
  terminal?.close();
}
