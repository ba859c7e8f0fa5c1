/**
 * The studio's work area: the editor over the checks on the left, the
 * preview on the right (stacked on a narrow screen).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type RefObject } from 'react';
import type { CalculatorInput } from '../../engine/authoring';
import type { DraftReport } from './check-draft';
import { ChecksPanel } from './ChecksPanel';
import type { EditorHandle, Marker } from './DefinitionEditor';
import { PreviewFrame } from './PreviewFrame';

// CodeMirror and its JSON Schema tools are most of the studio's code: the page shows, checks and previews while they load.
const DefinitionEditor = lazy(() => import('./DefinitionEditor').then((m) => ({ default: m.DefinitionEditor })));

/** The panes; `editor` is given the editor's handle, and a problem clicked in the checks is revealed there. */
export function StudioPanes({
  editor,
  text,
  markers,
  onChange,
  report,
  onGuide,
  previewData,
  scheme,
  width,
}: {
  editor: RefObject<EditorHandle | null>;
  text: string;
  markers: readonly Marker[];
  onChange: (text: string) => void;
  report: DraftReport;
  onGuide: (section: string) => void;
  previewData: CalculatorInput | undefined;
  scheme: 'light' | 'dark';
  width: 375 | 1280;
}) {
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
        gridTemplateRows: { xs: '50vh 60vh', md: '1fr' },
      }}
    >
      <Box sx={{ minHeight: 0, borderRight: { md: 1 }, borderColor: 'divider', display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ flex: 3, minHeight: 0 }}>
          <Suspense
            fallback={
              <Typography sx={{ p: 2 }} role="status">
                Loading the editor…
              </Typography>
            }
          >
            <DefinitionEditor ref={editor} initial={text} markers={markers} onChange={onChange} label="Calculator definition (JSON)" />
          </Suspense>
        </Box>
        <Box sx={{ flex: 2, minHeight: 0, overflowY: 'auto', borderTop: 1, borderColor: 'divider' }} data-testid="checks">
          <ChecksPanel report={report} onReveal={(span) => editor.current?.reveal(span)} onGuide={onGuide} />
        </Box>
      </Box>
      <Box sx={{ minHeight: 0 }} data-testid="preview">
        <PreviewFrame data={previewData} scheme={scheme} width={width} />
      </Box>
    </Box>
  );
}
