import { useState } from 'react';
import { LoadBoundary } from '../components/LoadBoundary';
import { withMui } from '../mui/with-mui';
import { onDemand } from '../on-demand';
import { CodeXmlIcon } from '../first-screen/icons';
import { PlainButton } from '../first-screen/PlainButton';
import type { EmbedKind } from './snippet';

const EmbedDialog = onDemand(withMui(() => import('./EmbedDialog').then((m) => m.default)));

/**
 * "Embed" under a calculator or a plan: opens the dialog with the snippet,
 * which loads on the first press (a dialog and its preview are not
 * first-load weight). `path` gives the embedded page's path when pressed (a
 * plan's carries the plan as it is then).
 */
export function EmbedButton({ path, kind = 'calculator', title }: { path: () => string; kind?: EmbedKind; title: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState<string>();
  return (
    <>
      <PlainButton
        variant="text"
        size="small"
        startIcon={<CodeXmlIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(path());
          setOpen(true);
        }}
      >
        Embed
      </PlainButton>
      {wanted !== undefined && (
        <LoadBoundary what="the embed code">
          <EmbedDialog path={wanted} kind={kind} title={title} open={open} onClose={() => setOpen(false)} />
        </LoadBoundary>
      )}
    </>
  );
}
