/**
 * Playwright's `test` and `expect`, unchanged: a test acts the moment a
 * control is there, as a visitor does, and asserts with Playwright's
 * auto-retrying `expect`. What a visitor does before the app is live is kept
 * and carried out once it is (src/keep-until-live.ts); first-paint.spec.ts
 * and prerender.spec.ts test that time on its own.
 */
export { expect, test, type Page } from '@playwright/test';
