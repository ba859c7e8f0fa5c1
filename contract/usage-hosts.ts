/**
 * What usage counts keep of a host name (a view's referrer, the page an
 * embedded calculator is on), shared by the API, which decides
 * (api/usage-hosts.ts), and the admin's Usage tab, which shows it. No zod,
 * so the tab loads none.
 */

/**
 * The detail every host not named is counted under (shown as "Other sites"): text that is not a registrable
 * domain under a known public suffix, a host new to its day once the day's cap is reached, and, in what the admin
 * reads, a host seen too rarely in the period. No host is named this: a registrable domain has a dot.
 */
export const OTHER_HOSTS = 'other';

/** The fewest visits in a period from one host before the admin's Usage tab and CSV name it; fewer count as other. */
export const MIN_HOST_VISITS = 5;
