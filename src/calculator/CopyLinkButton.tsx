import Button from '@mui/material/Button';
import { Link2 } from 'lucide-react';
import { pageAddress } from '../address';
import { useToast } from '../toast/ToastProvider';

/**
 * Copies the page's address, which holds the calculation's inputs, so the
 * result can be shared (from an embedded calculator, the full page's). Says so in a toast either way.
 */
export function CopyLinkButton() {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pageAddress());
      toast({ title: 'Link copied', description: 'Anyone who opens it sees these inputs and this result.' });
    } catch {
      toast({ title: 'Could not copy the link', description: 'Copy the address from the address bar instead.', variant: 'destructive' });
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<Link2 aria-hidden size={16} />} onClick={() => void copy()}>
      Copy link
    </Button>
  );
}
