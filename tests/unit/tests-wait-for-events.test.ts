/**
 * Tests wait for events, not time (issue 50): a fixed sleep passes on a fast
 * machine and fails on a slow one, and a sleep before "nothing was sent"
 * passes whether or not the code ran. A sleep is allowed only in a test
 * about time itself (a cache's age, an outage's length, a late chunk), and
 * the comment just above it says so; or as the interval of a poll bounded by
 * a deadline, where the thing waited for sends no event (classic WebDriver,
 * a driver's /status), marked "poll interval" just above, as Playwright's
 * expect.poll does inside.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const testsDir = join(root, 'tests');
/** A fixed sleep as a test writes one: Playwright's waitForTimeout, or a promise of a timer. */
const SLEEP = /waitForTimeout\(|new Promise\(\(?\w*\)? => setTimeout\(\w+, /;
/** How many lines above a sleep its "time itself" comment may start. */
const COMMENT_REACH = 3;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

describe('tests wait for events', () => {
  it('holds no fixed sleep, but in a test about time itself or a bounded poll that says so just above it', () => {
    // This file writes sleeps as examples of what the pattern finds.
    const unexplained = testFiles(testsDir)
      .filter((file) => file !== import.meta.filename)
      .flatMap((file) => {
        const lines = readFileSync(file, 'utf8').split('\n');
        return lines.flatMap((line, i) =>
          SLEEP.test(line) && !lines.slice(Math.max(0, i - COMMENT_REACH), i + 1).some((above) => /time itself|poll interval/i.test(above))
            ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`]
            : [],
        );
      });
    expect(unexplained).toEqual([]);
  });

  it('recognises a sleep as the tests write one', () => {
    expect(['await page.waitForTimeout(300);', 'await new Promise((r) => setTimeout(r, 100));'].every((line) => SLEEP.test(line))).toBe(
      true,
    );
    expect(SLEEP.test('test.setTimeout(90_000);')).toBe(false);
  });
});
