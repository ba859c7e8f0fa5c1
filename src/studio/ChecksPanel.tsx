/**
 * Below the editor: the checker's problems, the worked examples run as
 * tests (pass or fail, with the text each expected), and what is still to
 * write before the page can be published. A problem leads to its place in
 * the text and to its section of the guide.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { DraftReport, LocatedProblem } from './check-draft';
import { guideSection } from './guide-sections';
import type { Span } from './located';

function Problems({
  title,
  list,
  tone,
  onReveal,
  onGuide,
}: {
  title: string;
  list: readonly LocatedProblem[];
  tone: 'error' | 'warning';
  onReveal: (span: Span) => void;
  onGuide: (section: string) => void;
}) {
  if (list.length === 0) return null;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', mb: 0.5 }}>
        {title} <Chip size="small" color={tone} label={list.length} sx={{ ml: 0.5 }} />
      </Typography>
      <List dense disablePadding>
        {list.map((p, i) => (
          <ListItem
            key={`${p.path}-${p.name}-${i}`}
            disablePadding
            secondaryAction={
              <Link component="button" variant="body2" onClick={() => onGuide(guideSection(p.path, p.name))}>
                Guide
              </Link>
            }
          >
            <ListItemButton onClick={() => onReveal(p.span)} sx={{ pr: 8 }}>
              <ListItemText
                primary={p.problem}
                secondary={`Line ${p.span.line} · ${p.path} · ${p.name}`}
                slotProps={{ primary: { sx: { color: tone === 'error' ? 'error.main' : 'text.primary' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** The report of the draft as it stands. */
export function ChecksPanel({
  report,
  onReveal,
  onGuide,
}: {
  report: DraftReport;
  onReveal: (span: Span) => void;
  onGuide: (section: string) => void;
}) {
  const passed = report.examples.filter((e) => e.passed).length;
  return (
    <Box sx={{ p: 2 }}>
      {report.problems.length === 0 && report.definition ? (
        <Typography role="status" sx={{ color: 'success.main', mb: 2 }}>
          No problems: the definition is sound
          {report.toWrite.length > 0 ? ', with texts still to write before it is published.' : ' and ready to publish.'}
        </Typography>
      ) : null}
      <Problems title="Problems" list={report.problems} tone="error" onReveal={onReveal} onGuide={onGuide} />
      <Box component="section" aria-label="Worked examples" sx={{ mb: 2 }}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', mb: 0.5 }}>
          Worked examples{' '}
          {report.examples.length > 0 ? (
            <Chip
              size="small"
              color={passed === report.examples.length ? 'success' : 'error'}
              label={`${passed} of ${report.examples.length} pass`}
              sx={{ ml: 0.5 }}
            />
          ) : null}
        </Typography>
        {report.examples.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            The examples run here as tests once the definition compiles.
          </Typography>
        ) : (
          <List dense disablePadding>
            {report.examples.map((run, i) => (
              <ListItem key={`${run.name}-${i}`} disablePadding>
                <ListItemButton onClick={() => onReveal(run.span)}>
                  <ListItemText
                    primary={
                      <>
                        <Box component="span" sx={{ fontWeight: 600, color: run.passed ? 'success.main' : 'error.main', mr: 1 }}>
                          {run.passed ? 'Pass' : 'Fail'}
                        </Box>
                        {run.name}
                      </>
                    }
                    secondary={run.passed ? `Expects ${run.expected}` : `Expected ${run.expected}. ${run.mismatches.join(' ')}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Problems title="Before publishing" list={report.toWrite} tone="warning" onReveal={onReveal} onGuide={onGuide} />
    </Box>
  );
}
