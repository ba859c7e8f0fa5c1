/**
 * Speculation rules for the site's pages (developer.chrome.com/docs/web-platform/prerender-pages):
 * a link to another page of the site is prerendered when the visitor shows
 * they are about to follow it (hover for 200 ms, or pointer down: "moderate"),
 * so moving between pre-rendered pages feels instant. Sent as a
 * `Speculation-Rules` header naming a JSON file, not an inline script, so the
 * Content-Security-Policy stays strict.
 *
 * Left out: the API, the admin (a session of its own) and embedded
 * calculators (framed by other sites, never linked from ours).
 */

/** Where the rules are served. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** The media type browsers require of a rules file. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

/** The rules, as served. */
export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/admin' } },
          { not: { href_matches: '/embed/*' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** The header value that points browsers to the rules. */
export const speculationRulesHeader = `"${SPECULATION_RULES_PATH}"`;
