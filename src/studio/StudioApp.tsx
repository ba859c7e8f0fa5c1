/**
 * The studio (`/studio`): a calculator definition written as JSON on the
 * left, the real page it makes on the right, and below, the checker's
 * problems, the worked examples run as tests and what is still to write.
 * What is being written is kept in this browser as it is typed, so a reload
 * loses nothing; Download gives the file, Save writes it (under
 * `npm run dev`) or sends it to the admin's Drafts.
 */
import Box from '@mui/material/Box';
import { useMemo, useRef, useState } from 'react';
import { definitionSources } from 'virtual:definition-sources';
import { definitionFromJson, type CalculatorDefinition } from '../../engine/authoring';
import { checkDraft, type DraftReport } from './check-draft';
import type { EditorHandle } from './DefinitionEditor';
import { draftMarkers } from './draft-markers';
import { GuideDrawer } from './GuideDrawer';
import { firstText } from './kept-draft';
import { NewCalculatorDialog } from './NewCalculatorDialog';
import { ReplaceDialog } from './ReplaceDialog';
import { SavedAlert } from './SavedAlert';
import type { Saved } from './save-draft';
import { skeletonText } from './skeleton-text';
import { StudioHeader } from './StudioHeader';
import { StudioPanes } from './StudioPanes';
import { useCheckedDraft } from './useCheckedDraft';
import { useDraftActions } from './useDraftActions';

/** The site's other calculators, compiled once: the checks across calculators read them. */
function useSiteDefinitions(): readonly CalculatorDefinition[] {
  return useMemo(() => definitionSources.map((source) => definitionFromJson(source.json)), []);
}

/** The studio page: toolbar, editor, checks and preview, and the dialogs they open. */
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
  const previewData = useCheckedDraft(text, site, setReport, report.definition);
  const markers = useMemo(() => draftMarkers(report), [report]);

  const slug = report.definition?.slug ?? 'calculator';
  const { replaceWith, startFrom, open, download, save } = useDraftActions({
    editor,
    text,
    safe,
    slug,
    setText,
    setSafe,
    setReplacing,
    setSaved,
    setSaving,
  });
  const taken = useMemo(() => new Set(definitionSources.map((s) => s.slug)), []);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <StudioHeader
        scheme={scheme}
        setScheme={setScheme}
        width={width}
        setWidth={setWidth}
        onNew={() => setCreating(true)}
        onOpen={open}
        onGuide={() => setGuide('writing-a-calculator-definition')}
        onDownload={download}
        onSave={save}
        saveDisabled={saving || !report.definition}
      />
      {saved ? <SavedAlert saved={saved} onClose={() => setSaved(undefined)} /> : null}
      <StudioPanes
        editor={editor}
        text={text}
        markers={markers}
        onChange={setText}
        report={report}
        onGuide={setGuide}
        previewData={previewData}
        scheme={scheme}
        width={width}
      />
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
      <ReplaceDialog
        open={replacing !== undefined}
        slug={slug}
        onClose={() => setReplacing(undefined)}
        onDownload={download}
        onReplace={() => replaceWith(replacing!)}
      />
    </Box>
  );
}
