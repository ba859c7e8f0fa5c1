/**
 * Every scenario (scenarios.ts) on one engine, each a test of its own, with no console error on any page it opened.
 * Each scenario opens the site through a front door of its own (front-door.ts), on a port of its own: a new origin,
 * so nothing an earlier scenario left (storage, the offline worker and its caches; the site sets no cookies) is
 * seen. An engine that is missing fails every one of its tests with what to install: never skipped. A failing test
 * leaves a screenshot in test-results/engines/.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageOf } from './adapter';
import type { Engine } from './engine';
import { openFrontDoor } from './front-door';
import { scenarios } from './scenarios';

const SHOTS = 'test-results/engines';

export function engineSuite(engine: Engine): void {
  describe(engine.name, () => {
    let startFailure: unknown;

    beforeAll(async () => {
      try {
        console.log(`${engine.name}: ${await engine.start()}`);
      } catch (error) {
        startFailure = error;
      }
    });

    afterAll(async () => {
      await engine.stop();
    });

    for (const scenario of scenarios) {
      it(scenario.name, async () => {
        if (startFailure !== undefined) throw startFailure;
        const door = await openFrontDoor(inject('siteUrl'), { watchConsole: engine.watchConsole });
        const driver = await engine.open();
        let passed = false;
        try {
          await scenario.run(pageOf(driver, door.url), door);
          expect(await driver.consoleErrors(), 'console errors and uncaught errors on the pages opened').toEqual([]);
          passed = true;
        } finally {
          if (!passed) {
            mkdirSync(SHOTS, { recursive: true });
            const name = `${engine.name}-${scenario.name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
            await driver.screenshot(`${SHOTS}/${name}.png`).catch(() => undefined);
          }
          await driver.close();
          await door.close();
        }
      });
    }
  });
}
