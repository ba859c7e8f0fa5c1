import { pageAddress } from '../address/write';
import { Link2Icon } from '../first-screen/icons';
import { PlainButton } from '../first-screen/PlainButton';
import { useCopyText } from '../toast/useCopyText';
import { reportUsage } from '../usage/report';

/**
 * Copies the page's address, which holds the calculation's inputs, so the
 * result can be shared (from an embedded calculator, the full page's).
 * Says so in a toast either way. A calculator's copy is counted by its slug
 * (src/usage/report.ts), never with the address.
 */
export function CopyLinkButton({ calculator }: { calculator?: string }) {
  const copyText = useCopyText();
  const copy = () => {
    if (calculator) reportUsage({ type: 'copy', calculator, what: 'link' });
    return copyText(pageAddress(), {
      copied: { title: 'Link copied', description: 'Anyone who opens it sees these inputs and this result.' },
      failed: { title: 'Could not copy the link', description: 'Copy the address from the address bar instead.' },
    });
  };
  return (
    <PlainButton variant="outlined" size="small" startIcon={<Link2Icon />} onClick={() => void copy()}>
      Copy link
    </PlainButton>
  );
}
