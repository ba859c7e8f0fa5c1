import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { ChevronDown } from 'lucide-react';
import type { CalculatorDefinition, Source } from '../../engine/runtime';
import { SourceMark } from './SourceMark';

/**
 * Drawn as MUI's outlined Accordion is (a bordered panel per question, the
 * outer corners rounded, a chevron that turns when open), from CSS alone.
 */
const item = (theme: Theme) => ({
  position: 'relative',
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  '&:first-of-type': { borderTopLeftRadius: theme.shape.borderRadius, borderTopRightRadius: theme.shape.borderRadius },
  '&:last-of-type': { borderBottomLeftRadius: theme.shape.borderRadius, borderBottomRightRadius: theme.shape.borderRadius },
  '& > summary': {
    display: 'flex',
    alignItems: 'center',
    // No gap: MUI's summary puts its chevron right beside the question, which keeps the width it wraps in.
    minHeight: 48,
    px: 2,
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { bgcolor: 'action.focus', outline: 'none' },
  },
  '& > summary > h3': { flexGrow: 1, my: 1.5 },
  '& > summary > svg': { flexShrink: 0, color: 'action.active', transition: theme.transitions.create('transform') },
  '&[open] > summary > svg': { transform: 'rotate(180deg)' },
});

/**
 * The FAQ: one item open at a time (the items share a `name`, so the browser
 * closes the others), pressing the open one closes it. Native <details>, so it
 * ships no JavaScript and works before any script, keyboard included. An
 * answer that names a source links to it in the References.
 */
export function FaqAccordion({
  faq,
  idPrefix,
  sources = [],
}: {
  faq: CalculatorDefinition['content']['faq'];
  idPrefix: string;
  sources?: readonly Source[];
}) {
  return (
    <Box component="section" aria-labelledby={`${idPrefix}-faq`} sx={{ my: 4 }}>
      <Typography id={`${idPrefix}-faq`} variant="h2" component="h2" sx={{ mb: 2 }}>
        Frequently Asked Questions
      </Typography>
      {faq.map((entry, i) => (
        <Box component="details" key={entry.question} name={`${idPrefix}-faq`} id={`${idPrefix}-faq-${i}`} sx={item}>
          <summary>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {entry.question}
            </Typography>
            <ChevronDown aria-hidden size={20} />
          </summary>
          <Box sx={{ pt: 1, px: 2, pb: 2 }}>
            <Typography sx={{ lineHeight: 1.7 }}>
              {entry.answer}
              <SourceMark id={entry.source} sources={sources} />
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
