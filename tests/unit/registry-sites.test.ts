/**
 * Field kinds and format styles are registries the compiler checks: a kind added to `fieldSchema`, or a style
 * added to `formatStyles`, without handling it fails to compile in every file that must handle it
 * (tests/unit/registry-sites.ts), and nowhere else in the site, the engine, the server or the scripts is a kind or
 * a style told apart by comparing it, so none can pass for another. The TypeScript compiler type-checks those
 * files with the registry edited in memory; the files on disk are not touched.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { formatStyles } from '../../engine/formats';
import { fieldKindDeclared, fieldKindSites, formatStyleDeclared, formatStyleSites } from './registry-sites';

const root = resolve(import.meta.dirname, '../..');
/** The name of the kind and the style added in memory: it appears in every error they cause. */
const PROBE = 'probe';

/** A text edit of one file, in memory: `from` must be in it. */
interface Edit {
  file: string;
  from: string;
  to: string;
}

const addKind: Edit = {
  file: fieldKindDeclared,
  from: "z.discriminatedUnion('kind', [numberField, selectField",
  to: `z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('${PROBE}'), id, label: text }), numberField, selectField`,
};
const addStyle: Edit = {
  file: formatStyleDeclared,
  from: 'export const formatStyles = [',
  to: `export const formatStyles = ['${PROBE}', `,
};

const { options, fileNames } = ts.getParsedCommandLineOfConfigFile(
  join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
)!;
/** Declarations the project's files rely on without importing them (src/env.d.ts: the virtual modules). */
const ambient = fileNames.filter((name) => name.endsWith('.d.ts'));
/** Parsed files, shared by the programs: only the edited file differs between them. */
const parsed = new Map<string, ts.SourceFile>();

/** The errors in each of `files` (paths from the project folder), the project type-checked with `edit` made. */
function errorsIn(files: readonly string[], edit?: Edit): Map<string, string[]> {
  const host = ts.createCompilerHost(options, true);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, onError) => {
    if (edit && resolve(name) === join(root, edit.file)) {
      const text = readFileSync(name, 'utf8');
      expect(text, `${edit.file} no longer holds ${edit.from}`).toContain(edit.from);
      return ts.createSourceFile(name, text.replace(edit.from, edit.to), version, true);
    }
    if (!parsed.has(name)) {
      const file = read(name, version, onError);
      if (!file) return undefined;
      parsed.set(name, file);
    }
    return parsed.get(name);
  };
  const program = ts.createProgram({ rootNames: [...ambient, ...files.map((f) => join(root, f))], options, host });
  return new Map(
    files.map((file) => {
      const source = program.getSourceFile(join(root, file))!;
      const found = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
      return [file, found.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '))];
    }),
  );
}

/** Files of `errors` with none that names the probe. */
const unflagged = (errors: Map<string, string[]>) =>
  [...errors].filter(([, found]) => !found.some((message) => message.includes(`'${PROBE}'`))).map(([file]) => file);

/** Every production file: what the site, the engine, the server and the scripts are made of. */
const production = ['engine', 'src', 'contract', 'api', 'scripts'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|mts|mjs)$/.test(name))
    .map((name) => relative(root, join(root, dir, name))),
);
const textOf = (file: string) => readFileSync(join(root, file), 'utf8');

describe('field kinds and format styles: registries the compiler checks', () => {
  it('adding a field kind fails to compile in every file that handles field kinds', () => {
    expect(errorsIn(fieldKindSites)).toEqual(new Map(fieldKindSites.map((file) => [file, []])));
    const errors = errorsIn(fieldKindSites, addKind);
    expect(unflagged(errors)).toEqual([]);
  }, 120_000);

  it('adding a format style fails to compile in every file that handles format styles', () => {
    expect(errorsIn(formatStyleSites)).toEqual(new Map(formatStyleSites.map((file) => [file, []])));
    const errors = errorsIn(formatStyleSites, addStyle);
    expect(unflagged(errors)).toEqual([]);
  }, 120_000);

  it('no other production file holds a table keyed by a field kind or a format style', () => {
    const kindTables = production.filter((file) => /PerFieldKind<|in FieldKind\]|Record<FieldKind|Field\['kind'\]/.test(textOf(file)));
    const styleTables = production.filter((file) => /Record<FormatStyle|in FormatStyle\]/.test(textOf(file)));
    expect(kindTables.filter((file) => !(fieldKindSites as readonly string[]).includes(file))).toEqual([]);
    expect(styleTables.filter((file) => !(formatStyleSites as readonly string[]).includes(file))).toEqual([]);
  });

  it('no production file tells field kinds or format styles apart by comparing them', () => {
    const kind = /\bkind\s*[!=]==?\s*'(number|select)'/;
    const style = new RegExp(`\\bstyle\\s*[!=]==?\\s*'(${formatStyles.join('|')})'`);
    const comparing = production.filter((file) => kind.test(textOf(file)) || style.test(textOf(file)));
    // The registry's own guard: a number field is the one kind explorers, goal seek, links and measures read.
    expect(comparing).toEqual(['engine/field-kinds.ts']);
  });
});
