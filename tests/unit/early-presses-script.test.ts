import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../api/security';
import { colorSchemeScript } from '../../contract/color-scheme-script';
import { numberSettingScript } from '../../contract/number-setting-script';
import { EARLY_PRESSES, earlyPressesScript, PRESSABLE } from '../../contract/early-presses-script';
import { ISLAND_ATTRIBUTE } from '../../src/hydration';

// What it does in a page (a press before the entry runs shows it is working, and is carried out once hydrated) is
// tested in the browser: tests/e2e/first-paint.spec.ts.
describe('the inline script that holds presses made before the entry runs', () => {
  it('is allowed by the Content-Security-Policy by its hash, beside the colour scheme script and nothing else inline', () => {
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
    expect(contentSecurityPolicy.scriptSrc).toEqual([
      "'self'",
      hash(colorSchemeScript),
      hash(earlyPressesScript),
      hash(numberSettingScript),
    ]);
  });

  it('can sit inside a <script> element as it is', () => {
    expect(earlyPressesScript).not.toMatch(/<\/script|<!--/i);
  });

  it('holds presses in islands only, on the controls the entry keeps, and hands them to the entry', () => {
    expect(earlyPressesScript).toContain(`closest("[${ISLAND_ATTRIBUTE}]")`);
    expect(earlyPressesScript).toContain(JSON.stringify(PRESSABLE));
    expect(earlyPressesScript).toContain(`window.${EARLY_PRESSES}=`);
    expect(() => new Function(earlyPressesScript)).not.toThrow();
  });
});
