/**
 * Security headers for every response (hono's secure-headers). The
 * Content-Security-Policy allows only this origin, plus the inline scripts
 * of the pages' heads (the colour scheme before the first paint, presses
 * made before the entry runs, whether the visitor's numbers may differ from
 * the HTML's), by the hash of the very strings the
 * pre-renderer writes; styles may be inline
 * because MUI (emotion) injects its styles at run time.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { colorSchemeScript } from '../contract/color-scheme-script';
import { earlyPressesScript } from '../contract/early-presses-script';
import { numberSettingScript } from '../contract/number-setting-script';
import { EMBED_SCRIPT_PATH, isEmbedPath } from '../contract/embed';

/** The CSP source that allows exactly `script` inline. */
function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The policy the built site works under; tests load every page under it. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", scriptHash(colorSchemeScript), scriptHash(earlyPressesScript), scriptHash(numberSettingScript)],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * No page asks for a device, a payment or the visitor's location, so each is denied (an empty list) for the page and
 * anything it frames; copying a link or a result writes the clipboard from this origin only. Only features that
 * Chromium, Firefox and WebKit all know are named: Chromium logs a warning for every name it does not recognise
 * (issue 48: the Privacy Sandbox's ad features, removed from Chromium, and before them 'bluetooth'), and
 * tests/e2e/security-headers.spec.ts fails, naming the feature, when the Chromium running it objects to one.
 */
const permissionsPolicy: NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy']> = {
  camera: false, // getUserMedia's video: no page films anything
  microphone: false, // getUserMedia's audio: no page records anything
  geolocation: false, // the currency is guessed from the browser's language, never from where the visitor is
  payment: false, // the Payment Request API: the site sells nothing
  usb: false, // WebUSB: no page talks to a device
  clipboardWrite: ['self'], // Copy result and Copy link write the clipboard (issue 31), and only this origin may
};

const common = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy,
  // The site embeds nothing cross-origin, but COEP would still block nothing useful and can break extensions' fetches.
  crossOriginEmbedderPolicy: false,
} as const;

/** nosniff, DENY framing, strict-origin-when-cross-origin referrer, and the CSP above. */
const framingDenied = secureHeaders({ ...common, contentSecurityPolicy, xFrameOptions: 'DENY' });

/**
 * An embedded calculator (`/embed/<slug>`) is the one page any site may
 * frame: `frame-ancestors *` and no X-Frame-Options (which has no "any"
 * value, and DENY would override the CSP in older browsers). The resizer
 * script (/embed.js) is loaded by other sites' pages, so its
 * Cross-Origin-Resource-Policy lets them.
 */
const framingAllowed = secureHeaders({
  ...common,
  contentSecurityPolicy: { ...contentSecurityPolicy, frameAncestors: ['*'] },
  xFrameOptions: false,
  crossOriginResourcePolicy: 'cross-origin',
});

/**
 * The studio (/studio, behind the admin login) compiles the definition being written in the browser, as the
 * engine's compiler does at build time (engine/compile.ts `codeFromSource`: `new Function`), and shows the page
 * it makes in a frame of its own: 'unsafe-eval' and framing by the site itself, on its pages only.
 */
const studio = secureHeaders({
  ...common,
  contentSecurityPolicy: {
    ...contentSecurityPolicy,
    scriptSrc: [...contentSecurityPolicy.scriptSrc, "'unsafe-eval'"],
    frameAncestors: ["'self'"],
  },
  xFrameOptions: 'SAMEORIGIN',
});

/** Whether `path` is the studio's. */
const isStudioPath = (path: string) => path === '/studio' || path.startsWith('/studio/');

/**
 * The security headers for a request: framing allowed on embedded calculators and their script, by the site on
 * the studio's pages, denied everywhere else.
 */
export const securityHeaders: MiddlewareHandler = (c, next) =>
  isEmbedPath(c.req.path) || c.req.path === EMBED_SCRIPT_PATH
    ? framingAllowed(c, next)
    : isStudioPath(c.req.path)
      ? studio(c, next)
      : framingDenied(c, next);
