/**
 * Security headers for every response (hono's secure-headers). The
 * Content-Security-Policy allows only this origin, plus the one inline
 * script every page carries (the colour scheme before the first paint), by
 * the hash of the very string the pre-renderer writes; styles may be inline
 * because MUI (emotion) injects its styles at run time.
 */
import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';
import { colorSchemeScript } from '../src/head/color-scheme-script';

/** The CSP source that allows exactly `script` inline. */
function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The policy the built site works under; tests load every page under it. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", scriptHash(colorSchemeScript)],
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

/** nosniff, DENY framing, strict-origin-when-cross-origin referrer, and the CSP above. */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy,
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  // The site embeds nothing cross-origin, but COEP would still block nothing useful and can break extensions' fetches.
  crossOriginEmbedderPolicy: false,
});
