import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { CalculatorDefinition, Source } from '../../engine';
import { SourceMark } from './SourceMark';

/** The FAQ: one item open at a time; clicking the open one closes it. An answer that names a source links to it in the References. */
export function FaqAccordion({
  faq,
  idPrefix,
  sources = [],
}: {
  faq: CalculatorDefinition['content']['faq'];
  idPrefix: string;
  sources?: readonly Source[];
}) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Box component="section" aria-labelledby={`${idPrefix}-faq`} sx={{ my: 4 }}>
      <Typography id={`${idPrefix}-faq`} variant="h2" component="h2" sx={{ mb: 2 }}>
        Frequently Asked Questions
      </Typography>
      {faq.map((item, i) => (
        <Accordion
          key={item.question}
          expanded={open === i}
          onChange={() => setOpen(open === i ? null : i)}
          disableGutters
          variant="outlined"
        >
          <AccordionSummary
            expandIcon={<ChevronDown aria-hidden size={20} />}
            id={`${idPrefix}-faq-${i}`}
            aria-controls={`${idPrefix}-faq-${i}-answer`}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${idPrefix}-faq-${i}-answer`}>
            <Typography sx={{ lineHeight: 1.7 }}>
              {item.answer}
              <SourceMark id={item.source} sources={sources} />
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
