import Link from '@mui/material/Link';
import { USAGE_SWITCH_ATTRIBUTE } from '../../contract/usage-names';

/**
 * "Don’t count my visits": the switch that stops usage counts in this browser, in the site's footer and under an
 * embedded calculator. Hidden in the page as built; the usage sender shows it once the page is hydrated, with the
 * words for this browser's state, and answers it (src/usage/sender.ts). Without scripts nothing is counted.
 * Browsers keep a site's storage apart for each site that frames it, so an embed on another site needs a switch of
 * its own: the choice made on our pages does not reach it.
 */
export function UsageSwitch() {
  return (
    <Link
      component="button"
      type="button"
      hidden
      underline="hover"
      variant="body2"
      color="text.secondary"
      {...{ [USAGE_SWITCH_ATTRIBUTE]: '' }}
    >
      Don’t count my visits
    </Link>
  );
}
