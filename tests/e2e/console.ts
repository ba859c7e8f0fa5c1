/**
 * Who said what in a page's console. The page's own code speaks through console calls (its scripts, React's
 * hydration messages) and uncaught errors; the browser speaks for itself, with no console call behind it, about
 * what it received: a response header it objects to, a failed load. Hydration tests hold the page to silence;
 * the browser's objections to a header are a header test's (security-headers.spec.ts), so that a browser update
 * shows up as that one precise failure rather than as every page's hydration test at once (issue 48).
 */
import type { ConsoleMessage, Page } from '@playwright/test';

/** A console message written by the browser itself: Chromium's own log entries carry no console call's arguments. */
export const isBrowsersOwn = (message: ConsoleMessage) => message.args().length === 0;

/**
 * Collects, as they come, the errors and warnings the page's own code raises: console.error and console.warn calls
 * (React's hydration messages among them) and uncaught errors. `levels` narrows it to errors alone.
 */
export function pageProblems(page: Page, levels: readonly ('error' | 'warning')[] = ['error', 'warning']): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (isBrowsersOwn(message)) return;
    if ((levels as readonly string[]).includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Collects the errors and warnings the browser itself logs (about headers, loads), as they come. */
export function browserMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (isBrowsersOwn(message) && (message.type() === 'error' || message.type() === 'warning')) messages.push(message.text());
  });
  return messages;
}
