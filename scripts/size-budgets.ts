/**
 * The first-load JavaScript budgets `npm run size` (./size.ts) holds each
 * kind of page to, apart from the script so that README's statement of them
 * is checked against these figures (tests/unit/docs/readme.test.ts).
 */
export const kiB = 1024;

/** First-load JavaScript budgets, in bytes of gzip: `enforced` fails the build; `target` is where issue 26 takes it. */
export const JS_BUDGETS = {
  /** The home page, and every page with no island (about, legal, methodology, 404): the entry alone. */
  static: { enforced: 50 * kiB, target: 50 * kiB },
  /** A calculator page (the heaviest): back within the target since its fields show their unit once (issue 49). */
  calculator: { enforced: 90 * kiB, target: 90 * kiB },
  /** An embedded calculator (the heaviest); never more than its full page either. */
  embed: { enforced: 90 * kiB, target: 90 * kiB },
  /** The directory: its search and tabs are built without MUI (src/first-screen/), its cards static. */
  directory: { enforced: 80 * kiB, target: 80 * kiB },
  /** The contact page: its two forms are built without MUI too. */
  contact: { enforced: 90 * kiB, target: 90 * kiB },
} as const;
