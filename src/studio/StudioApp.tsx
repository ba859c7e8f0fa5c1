/**
 * The studio (`/studio`): a calculator definition written as JSON on the
 * left, the real page it makes on the right, and below, the checker's
 * problems, the worked examples run as tests and what is still to write.
 * What is being written is kept in this browser as it is typed, so a reload
 * loses nothing; Download gives the file, Save writes it (under
 * `npm run dev`) or sends it to the admin's Drafts.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { definitionSources } from 'virtual:definition-sources';
import { calculatorSkeleton, definitionFromJson, type CalculatorDefinition, type SkeletonRequest } from '../../engine/authoring';
import { saveFile } from '../save-file';
import { checkDraft, compileDraft, type DraftReport } from './check-draft';
import { ChecksPanel } from './ChecksPanel';
import type { EditorHandle, Marker } from './DefinitionEditor';
import { GuideDrawer } from './GuideDrawer';
import { NewCalculatorDialog } from './NewCalculatorDialog';
import { PreviewFrame } from './PreviewFrame';
import { saveDraft, type Saved } from './save-draft';

// CodeMirror and its JSON Schema tools are most of the studio's code: the page shows, checks and previews while they load.
const DefinitionEditor = lazy(() => import('./DefinitionEditor').then((m) => ({ default: m.DefinitionEditor })));

const DRAFT_KEY = 'marketing-calculators:studio-draft';
/** How long typing must pause before the text is checked and the preview updated (the target is 150 ms in all). */
const PAUSE_MS = 50;

function skeletonText(request: Omit<SkeletonRequest, 'today'>): string {
  const draft = calculatorSkeleton({ ...request, today: format(new Date(), 'yyyy-MM-dd') });
  return `${JSON.stringify({ $schema: './definition.schema.json', ...draft }, null, 2)}\n`;
}

/** What the studio opens with: the text kept in this browser, else a new calculator (`kept` false). */
const firstText = (): { text: string; kept: boolean } => {
  try {
    const kept = window.localStorage.getItem(DRAFT_KEY);
    if (kept) return { text: kept, kept: true };
  } catch {
    // Storage refused: the studio starts from a new calculator.
  }
  const text = skeletonText({
    slug: 'cost-per-widget',
    title: 'Cost per Widget Calculator',
    category: 'Cost & Efficiency',
    fields: [
      { label: 'Spend', kind: 'money' },
      { label: 'Widgets Made', kind: 'count' },
    ],
  });
  return { text, kept: false };
};

/** The site's other calculators, compiled once: the checks across calculators read them. */
function useSiteDefinitions(): readonly CalculatorDefinition[] {
  return useMemo(() => definitionSources.map((source) => definitionFromJson(source.json)), []);
}

export function StudioApp() {
  const [first] = useState(firstText);
  const initial = first.text;
  const [text, setText] = useState(initial);
  // The text as last started, downloaded or saved: anything else exists only here, and is not replaced unasked.
  const [safe, setSafe] = useState<string | undefined>(first.kept ? undefined : initial);
  const [replacing, setReplacing] = useState<string>();
  const site = useSiteDefinitions();
  const [report, setReport] = useState<DraftReport>(() => checkDraft(initial, site));
  const [scheme, setScheme] = useState<'light' | 'dark'>('light');
  const [width, setWidth] = useState<375 | 1280>(1280);
  const [creating, setCreating] = useState(false);
  const [guide, setGuide] = useState<string>();
  const [saved, setSaved] = useState<Saved>();
  const [saving, setSaving] = useState(false);
  const editor = useRef<EditorHandle>(null);

  // Checked and shown once typing pauses; kept in the browser at once.
  useEffect(() => {
    try {
      window.localStorage.setItem(DRAFT_KEY, text);
    } catch {
      // Storage refused: the text lives as long as the page.
    }
    // The preview first (compiling is a few milliseconds), then the checks and examples in a task of their own.
    let checking = 0;
    const timer = window.setTimeout(() => {
      const compiled = compileDraft(text);
      if (compiled) setShown(compiled);
      checking = window.setTimeout(() => setReport(checkDraft(text, site)));
    }, PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(checking);
    };
  }, [text, site]);

  // The preview keeps the last definition that compiled while the text is broken.
  const [shown, setShown] = useState(report.definition);
  const previewData = useMemo(() => {
    if (!shown) return undefined;
    const { code: _code, ...data } = shown;
    return data;
  }, [shown]);

  const markers = useMemo<Marker[]>(
    () => [
      ...report.problems.map((p) => ({ span: p.span, severity: 'error' as const, message: `${p.problem} [${p.name}]` })),
      ...report.toWrite.map((p) => ({ span: p.span, severity: 'warning' as const, message: `${p.problem} [${p.name}]` })),
      ...report.examples
        .filter((run) => !run.passed)
        .map((run) => ({
          span: run.span,
          severity: 'error' as const,
          message: `Example “${run.name}” fails: ${run.mismatches.join(' ')}`,
        })),
    ],
    [report],
  );

  const replaceWith = (next: string) => {
    editor.current?.replace(next);
    setText(next);
    setSafe(next);
    setSaved(undefined);
    setReplacing(undefined);
  };
  const startFrom = (next: string) => (text === safe ? replaceWith(next) : setReplacing(next));
  const open = (slug: string) => {
    const source = definitionSources.find((s) => s.slug === slug);
    if (source) startFrom(source.json);
  };
  const slug = report.definition?.slug ?? 'calculator';
  const download = () => {
    saveFile(new Blob([text], { type: 'application/json' }), `${slug}.json`);
    setSafe(text);
  };
  const save = useCallback(async () => {
    setSaving(true);
    const answer = await saveDraft(text);
    setSaved(answer);
    if (answer.ok) setSafe(text);
    setSaving(false);
  }, [text]);
  const taken = useMemo(() => new Set(definitionSources.map((s) => s.slug)), []);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="h1" sx={{ fontSize: '1.25rem', mr: 2 }}>
          Calculator studio
        </Typography>
        <Button variant="outlined" onClick={() => setCreating(true)}>
          New calculator
        </Button>
        <TextField select size="small" label="Start from" value="" onChange={(e) => open(e.target.value)} sx={{ minWidth: 220 }}>
          {definitionSources.map((s) => (
            <MenuItem key={s.slug} value={s.slug}>
              {s.title}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup size="small" exclusive value={scheme} onChange={(_, v) => v && setScheme(v)} aria-label="Colour scheme">
          <ToggleButton value="light">Light</ToggleButton>
          <ToggleButton value="dark">Dark</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup size="small" exclusive value={width} onChange={(_, v) => v && setWidth(v)} aria-label="Screen width">
          <ToggleButton value={375}>375 px</ToggleButton>
          <ToggleButton value={1280}>1280 px</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Button onClick={() => setGuide('writing-a-calculator-definition')}>Guide</Button>
        <Button variant="outlined" onClick={download}>
          Download
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || !report.definition}>
          {import.meta.env.DEV ? 'Save' : 'Save as draft'}
        </Button>
      </Box>
      {saved ? (
        <Alert severity={saved.ok ? 'success' : 'error'} onClose={() => setSaved(undefined)} sx={{ borderRadius: 0 }}>
          {saved.message}
          {saved.page ? (
            <>
              {' '}
              <Link href={saved.page}>Open {saved.page}</Link>
            </>
          ) : null}
        </Alert>
      ) : null}
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
              <DefinitionEditor ref={editor} initial={text} markers={markers} onChange={setText} label="Calculator definition (JSON)" />
            </Suspense>
          </Box>
          <Box sx={{ flex: 2, minHeight: 0, overflowY: 'auto', borderTop: 1, borderColor: 'divider' }} data-testid="checks">
            <ChecksPanel report={report} onReveal={(span) => editor.current?.reveal(span)} onGuide={setGuide} />
          </Box>
        </Box>
        <Box sx={{ minHeight: 0 }} data-testid="preview">
          <PreviewFrame data={previewData} scheme={scheme} width={width} />
        </Box>
      </Box>
      <NewCalculatorDialog
        open={creating}
        taken={taken}
        onClose={() => setCreating(false)}
        onCreate={(request) => {
          setCreating(false);
          startFrom(skeletonText(request));
        }}
      />
      <GuideDrawer section={guide} onClose={() => setGuide(undefined)} />
      <Dialog open={replacing !== undefined} onClose={() => setReplacing(undefined)} aria-labelledby="studio-replace-title">
        <DialogTitle id="studio-replace-title">Replace what you are writing?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {`Your changes to ${slug}.json are kept only in this browser, and starting another calculator replaces them. Download the file first to keep it.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReplacing(undefined)} autoFocus>
            Keep writing
          </Button>
          <Button onClick={download}>Download</Button>
          <Button color="error" variant="contained" onClick={() => replaceWith(replacing!)}>
            Replace
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
