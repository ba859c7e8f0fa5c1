/**
 * A build of another git ref, for benchmarks that compare it with this
 * checkout's build in one run (`--baseline <ref>`): this machine's speed
 * varies 2–3× between hours, so only visits alternated between the two
 * builds in the same minutes say whether a change made a page faster.
 *
 * The ref is checked out in a temporary git worktree, given this checkout's
 * node_modules when its package-lock.json is the same (else `npm ci`), and
 * built with its own `npm run build`. The worktree is removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export interface BaselineBuild {
  /** The ref as given, and the commit it named. */
  ref: string;
  commit: string;
  /** The worktree, whose dist/ holds the build; a server started there serves it. */
  dir: string;
  /** Removes the worktree. */
  remove(): void;
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 2 ** 20 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}${result.stderr}`);
  return result.stdout.trim();
}

/** Checks out and builds `ref` (a commit, branch or tag of this repository); throws with the failing step's output. */
export function buildBaseline(ref: string): BaselineBuild {
  const root = resolve('.');
  const commit = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], root);
  const dir = join(mkdtempSync(join(tmpdir(), 'calculators-baseline-')), 'tree');
  run('git', ['worktree', 'add', '--detach', dir, commit], root);
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
    // And the temporary folder the worktree was made in.
    rmSync(dirname(dir), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const sameLock =
      existsSync(join(root, 'node_modules')) &&
      readFileSync(join(root, 'package-lock.json'), 'utf8') === readFileSync(join(dir, 'package-lock.json'), 'utf8');
    if (sameLock) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    else {
      console.log(`Installing ${ref}'s dependencies (its package-lock.json differs)...`);
      run('npm', ['ci', '--no-audit', '--no-fund'], dir);
    }
    console.log(`Building ${ref} (${commit.slice(0, 7)}) in a temporary worktree...`);
    run('npm', ['run', 'build', '--silent'], dir);
  } catch (error) {
    remove();
    throw error;
  }
  return { ref, commit, dir, remove };
}
