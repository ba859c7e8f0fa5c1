import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EMBED_PLAN_PATH } from '../../contract/embed';
import { PageMeta } from '../components/PageMeta';
import { visuallyHidden } from '../first-screen/visually-hidden';
import { EMBED_SLUG_ATTRIBUTE } from '../embed/report-height';
import { Island } from '../islands/Island';

/**
 * The route `/embed/plan`: a plan for other sites to frame, its steps in the
 * address as on /plan. The plan's island alone, without the plans saved in
 * this browser, and a link to the full plan page, which opens outside the
 * frame. Not indexed; its canonical is /plan. The entry reports the page's
 * height to the framing page (src/embed/report-height.ts).
 */
export function EmbedPlanPage() {
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 1.5 } }} {...{ [EMBED_SLUG_ATTRIBUTE]: EMBED_PLAN_PATH.slice('/embed/'.length) }}>
      <PageMeta
        title="Funnel Plan | Marketing Calculators"
        description="Chain marketing calculators into one plan: each step's result feeds the next."
        path="/plan"
        robots="noindex"
      />
      <Typography component="h1" sx={visuallyHidden}>
        Funnel Plan
      </Typography>
      {/* The island's element takes no box: its cards are this grid's items. */}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Island name="plan" props={{ embedded: true }} />
      </Box>
    </Box>
  );
}
