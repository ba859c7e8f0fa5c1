/**
 * The shared contract layer (contract/) keeps the site and the API apart:
 * src/ never imports api/, api/ never imports src/, and contract/ imports
 * neither, nor anything but zod, so the browser never pulls server code
 * through it. src/ reaches the engine only through its façades. Plus the
 * catalogue's texts that are built from parts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isBotSubmission } from '../../contract/honeypot';
import { tooManyFailedLogins } from '../../contract/messages/admin';
import { tooManySubmissions } from '../../contract/messages/forms';
import { requestTooLarge } from '../../contract/messages/requests';
import { waitText } from '../../contract/messages/wait';

const root = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|mts|cts|js|jsx|mjs)$/.test(name))
    .map((name) => join(dir, name));
}

interface Import {
  specifier: string;
  /** The top folder it points into, and the path from the project folder (relative specifiers only). */
  folder: string | undefined;
  target?: string;
}

/** Every specifier a file imports, re-exports, requires or loads with import(). */
function importsOf(file: string): Import[] {
  const info = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
  return info.importedFiles.map(({ fileName: specifier }) => {
    if (!specifier.startsWith('.')) return { specifier, folder: undefined };
    const target = relative(root, resolve(root, dirname(file), specifier))
      .split(sep)
      .join('/');
    return { specifier, folder: target.startsWith('..') ? '..' : target.split('/')[0], target };
  });
}

/** `file → specifier` for each import of a file under `dir` that breaks `allowed`. */
function violations(dir: string, allowed: (i: Import) => boolean): string[] {
  return sourceFiles(dir).flatMap((file) =>
    importsOf(file)
      .filter((i) => !allowed(i))
      .map((i) => `${file.split(sep).join('/')} → ${i.specifier}`),
  );
}

describe('layers', () => {
  it('finds the files it scans', () => {
    expect(sourceFiles('src').length).toBeGreaterThan(10);
    expect(sourceFiles('api').length).toBeGreaterThan(5);
    expect(sourceFiles('contract').length).toBeGreaterThan(3);
  });

  it('src/ imports nothing from api/', () => {
    expect(violations('src', (i) => i.folder !== 'api')).toEqual([]);
  });

  it('api/ imports nothing from src/', () => {
    expect(violations('api', (i) => i.folder !== 'src')).toEqual([]);
  });

  it('src/ reaches the engine only through its façades: engine/runtime (what a page runs), engine/explore, engine/plan, engine/worked, engine/learn-style and engine/figures (loaded on demand)', () => {
    // engine/worked: a result's steps, loaded with the result's own code, apart from the explorers' (which load MUI).
    // engine/learn-style: a visitor's number style learned from Intl, with what it converts, loaded only where it is not en-US dollars.
    // engine/figures: figures as typed, and the echo under a field, loaded with the result's code and the number setting's.
    // engine/authoring: the whole language, for the studio only (src/studio/, a build of its own).
    const facades = new Set([
      'engine/authoring',
      'engine/runtime',
      'engine/explore',
      'engine/plan',
      'engine/worked',
      'engine/learn-style',
      'engine/figures',
    ]);
    expect(violations('src', (i) => i.folder !== 'engine' || facades.has(i.target!))).toEqual([]);
  });

  it('api/ writes a failure in one place: ApiFailure (api/failure.ts), answered by the app’s onError alone', () => {
    // Code, not comments: a `success: false` object or a FailureBody answer written anywhere else.
    const written = sourceFiles('api')
      .filter((file) => !file.endsWith('failure.ts'))
      .flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .map((line) => ({ line: line.replace(/\/\/.*$|^\s*\*.*$/, ''), file })),
      )
      .filter(({ line }) => /success:\s*false|json<FailureBody>/.test(line))
      .map(({ file }) => file);
    expect(written).toEqual(['api/app.ts']);
  });

  it('contract/ imports only itself and zod (classic or mini)', () => {
    expect(violations('contract', (i) => i.folder === 'contract' || i.specifier === 'zod' || i.specifier === 'zod/mini')).toEqual([]);
  });

  it('sees every kind of import it must catch', () => {
    const probe = ts.preProcessFile(
      "import a from '../api/x';\nimport type { B } from '../api/y';\nexport * from '../api/z';\nconst c = import('../api/w');\nimport '../api/v';",
      true,
      true,
    );
    expect(probe.importedFiles.map((f) => f.fileName)).toEqual(['../api/x', '../api/y', '../api/z', '../api/w', '../api/v']);
  });
});

describe('messages built from parts', () => {
  it.each([
    [tooManyFailedLogins(), 'Too many failed login attempts. Please wait and try again.'],
    [tooManyFailedLogins(waitText(15 * 60_000)), 'Too many failed login attempts. Please wait 15 minutes and try again.'],
    [tooManyFailedLogins(waitText(60_000)), 'Too many failed login attempts. Please wait 1 minute and try again.'],
    [tooManySubmissions(waitText(15 * 60_000)), 'Too many submissions from your network. Please wait 15 minutes and try again.'],
    [tooManySubmissions(waitText(1_000)), 'Too many submissions from your network. Please wait 1 minute and try again.'],
    [tooManySubmissions(waitText(90 * 60_000)), 'Too many submissions from your network. Please wait 90 minutes and try again.'],
    [requestTooLarge(32 * 1024), 'The request is too large. Send at most 32 kB.'],
  ])('%s', (text, expected) => expect(text).toBe(expected));
});

describe('isBotSubmission', () => {
  it.each([
    [{}, false],
    [{ website: undefined }, false],
    [{ website: null }, false],
    [{ website: '' }, false],
    [{ website: 'http://spam.example' }, true],
    [{ website: 0 }, true],
    [{ website: false }, true],
  ])('%j → %s', (payload, bot) => expect(isBotSubmission(payload)).toBe(bot));
});
