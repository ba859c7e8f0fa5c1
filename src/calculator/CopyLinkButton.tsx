import { pageAddress } from '../address';
import { Link2Icon } from '../first-screen/icons';
import { PlainButton } from '../first-screen/PlainButton';
import { useCopyText } from '../toast/useCopyText';

/**
 * Copies the page's address, which holds the calculation's inputs, so the
 * result can be shared (from an embedded calculator, the full page's).
 * Says so in a toast either way.
 */
export function CopyLinkButton() {
  const copyText = useCopyText();
  const copy = () =>
    copyText(pageAddress(), {
      copied: { title: 'Link copied', description: 'Anyone who opens it sees these inputs and this result.' },
      failed: { title: 'Could not copy the link', description: 'Copy the address from the address bar instead.' },
    });
  return (
    <PlainButton variant="outlined" size="small" startIcon={<Link2Icon />} onClick={() => void copy()}>
      Copy link
    </PlainButton>
  );
}
