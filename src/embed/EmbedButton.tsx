import { useState } from 'react';
import { LoadBoundary } from '../components/LoadBoundary';
import { withMui } from '../mui/with-mui';
import { onDemand } from '../on-demand';
import { CodeXmlIcon } from '../first-screen/icons';
import { PlainButton } from '../first-screen/PlainButton';

const EmbedDialog = onDemand(withMui(() => import('./EmbedDialog').then((m) => m.default)));

/**
 * "Embed" on a calculator page: opens the dialog with the snippet, which
 * loads on the first press (a dialog and its preview are not first-load weight).
 */
export function EmbedButton({ slug, title }: { slug: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <PlainButton
        variant="text"
        size="small"
        startIcon={<CodeXmlIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Embed
      </PlainButton>
      {wanted && (
        <LoadBoundary what="the embed code">
          <EmbedDialog slug={slug} title={title} open={open} onClose={() => setOpen(false)} />
        </LoadBoundary>
      )}
    </>
  );
}
