import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../components/visually-hidden';
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import type { CalculatorDefinition } from '../../engine/definition';
import { CalculatorCard } from '../calculator/CalculatorCard';
import { PageMeta } from '../components/PageMeta';
import { calculatorPath } from '../../contract/embed';
import { useReportHeight } from '../embed/useReportHeight';
import { useCalculator } from '../registry';
import { NotFoundPage } from './NotFoundPage';

/**
 * A calculator for other sites to frame: the card alone (inputs, result,
 * band scale, what it takes, the explorers) and one link to the full page,
 * which opens outside the frame. Headings as on the full page (an h1 for
 * screen readers, the card's h2). Not indexed; its canonical is the full page.
 */
export function EmbedView({ definition }: { definition: CalculatorDefinition }) {
  const ref = useRef<HTMLElement>(null);
  useReportHeight(ref, definition.slug);
  return (
    <Box component="main" ref={ref} sx={{ p: { xs: 1, sm: 1.5 } }}>
      <PageMeta
        title={definition.seo.metaTitle}
        description={definition.seo.metaDescription}
        path={definition.seo.canonicalUrl}
        robots="noindex"
      />
      {/* The page's h1 is for screen readers; the card's own title (h2) is what people see, as on the full page. */}
      <Typography component="h1" sx={visuallyHidden}>
        {definition.title}
      </Typography>
      <CalculatorCard key={definition.key} definition={definition} />
      <Box sx={{ mt: 1, textAlign: 'right' }}>
        <Link href={calculatorPath(definition.slug)} target="_blank" rel="noopener" variant="body2">
          Full calculator and guide
        </Link>
      </Box>
    </Box>
  );
}

/** The route `/embed/:slug`; an unknown slug shows the 404 page. */
export function EmbedPage() {
  const { slug } = useParams();
  const calculator = useCalculator(slug);
  return calculator ? <EmbedView definition={calculator.definition} /> : <NotFoundPage />;
}
