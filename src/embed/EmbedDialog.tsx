import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useCopyText } from '../toast/useCopyText';
import { EMBED_HEIGHT_MESSAGE, type EmbedHeightMessage } from '../../contract/embed';
import { EMBED_FALLBACK_HEIGHT, embedSnippet, type EmbedKind } from './snippet';
import { useNumberStyle } from '../number-setting/current';
import { withSetting } from '../number-setting/linked-query';

/** The props of {@link EmbedDialog}. */
export interface EmbedDialogProps {
  /** The embedded page's path, with its query: `/embed/roi`, `/embed/plan?plan=1&…`. */
  path: string;
  /** What is embedded. */
  kind: EmbedKind;
  /** Its title, the iframe's accessible name. */
  title: string;
  open: boolean;
  onClose(): void;
}

/**
 * Calls `onEscape` when Escape is pressed inside the frame (its page is ours, same origin): a key pressed in a frame
 * never reaches the dialog around it, so Escape closed the dialog everywhere but in its preview (issue 52, item 7).
 * An Escape the preview's page used itself (a menu closing) is left to it.
 */
function useEscapeInside(frame: RefObject<HTMLIFrameElement | null>, onEscape: () => void) {
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let inner: Window | null = null;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onEscape();
    };
    const listen = () => {
      inner?.removeEventListener('keydown', onKey);
      inner = element.contentWindow;
      inner?.addEventListener('keydown', onKey);
    };
    listen();
    element.addEventListener('load', listen);
    return () => {
      element.removeEventListener('load', listen);
      inner?.removeEventListener('keydown', onKey);
    };
  }, [frame, onEscape]);
}

/** A live preview of the embedded calculator, fitted to its height as the resizer script would; Escape in it closes. */
function Preview({ path, title, onEscape }: { path: string; title: string; onEscape: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(EMBED_FALLBACK_HEIGHT);
  useEscapeInside(frame, onEscape);
  useEffect(() => {
    const onMessage = (event: MessageEvent<Partial<EmbedHeightMessage>>) => {
      if (event.source !== frame.current?.contentWindow || event.data?.type !== EMBED_HEIGHT_MESSAGE) return;
      if (typeof event.data.height === 'number' && event.data.height > 0) setHeight(Math.ceil(event.data.height));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <Box
      component="iframe"
      ref={frame}
      src={path}
      title={`${title} (preview)`}
      data-testid="embed-preview"
      sx={{ display: 'block', width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}

/**
 * "Embed this calculator" (or plan): the snippet to paste (an iframe and our resizer
 * script), a button that copies it, and a live preview of what readers of
 * the other site will see.
 */
export default function EmbedDialog({ path: page, kind, title, open, onClose }: EmbedDialogProps) {
  const copyText = useCopyText();
  const id = useId();
  // The embed shows the currency and number format its maker sees (cur=, num=), as a shared link does.
  const path = withSetting(page, useNumberStyle());
  const snippet = embedSnippet(window.location.origin, path, title);
  const copy = () =>
    copyText(snippet, {
      copied: { title: 'Embed code copied', description: 'Paste it into your page’s HTML.' },
      failed: { title: 'Could not copy the embed code', description: 'Select the code and copy it yourself.' },
    });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{`Embed this ${kind}`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {`Paste this code into your page. The ${kind} works inside it, with no sign-up and no branding beyond one link back; the script fits the frame to the ${kind}’s height (without it, the frame keeps a fixed height).`}
        </DialogContentText>
        <TextField
          label="Embed code"
          value={snippet}
          multiline
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'ui-monospace, monospace', fontSize: '0.85rem' } },
          }}
          onFocus={(event) => event.target.select()}
        />
        <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1.5, fontSize: '1.1rem' }}>
          Preview
        </Typography>
        {open && <Preview path={path} title={title} onEscape={onClose} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" startIcon={<Copy aria-hidden size={16} />} onClick={() => void copy()}>
          Copy code
        </Button>
      </DialogActions>
    </Dialog>
  );
}
