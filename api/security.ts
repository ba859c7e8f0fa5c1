/**
 * Security headers for every response (hono's secure-headers). The
 * Content-Security-Policy allows only this origin; styles may be inline
 * because MUI (emotion) injects its styles at run time.
 */
import { secureHeaders } from 'hono/secure-headers';

/** The policy the built site works under; tests load every page under it. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
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
