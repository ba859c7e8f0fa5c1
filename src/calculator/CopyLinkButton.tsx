import Button from '@mui/material/Button';
import { Link2 } from 'lucide-react';
import { pageAddress } from '../address';
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
    <Button variant="outlined" size="small" startIcon={<Link2 aria-hidden size={16} />} onClick={() => void copy()}>
      Copy link
    </Button>
  );
}
