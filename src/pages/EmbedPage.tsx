import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { calculatorPath } from '../../contract/embed';
import { PageMeta } from '../components/PageMeta';
import { visuallyHidden } from '../first-screen/visually-hidden';
import { EMBED_SLUG_ATTRIBUTE } from '../embed/report-height';
import { Island } from '../islands/Island';
import { NumbersSettingButton } from '../number-setting/NumbersSettingButton';
import { useCalculatorPage } from '../page-registry';
import { UsageSwitch } from '../usage/UsageSwitch';
import { NotFoundPage } from './NotFoundPage';

/**
 * The route `/embed/:slug`: a calculator for other sites to frame. The card
 * alone (inputs, result, band scale, what it takes, the explorers: an island,
 * src/islands/EmbedIsland.tsx) and one link to the full page, which opens
 * outside the frame. Headings as on the full page (an h1 for screen readers,
 * the card's h2). Not indexed; its canonical is the full page. The entry
 * reports the page's height to the framing page (src/embed/report-height.ts).
 * An unknown slug shows the 404 page.
 */
export function EmbedPage() {
  const { slug } = useParams();
  const calculator = useCalculatorPage(slug);
  if (!calculator) return <NotFoundPage />;
  const { definition } = calculator;
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 1.5 } }} {...{ [EMBED_SLUG_ATTRIBUTE]: definition.slug }}>
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
      <Island name="embed" props={{ slug: definition.slug }} />
      <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: 1 }}>
        <NumbersSettingButton />
        {/* Its own switch: the choice made on the site's pages is kept in storage a frame on another site cannot read. */}
        <UsageSwitch />
        {/* On a line of the page's own text (24 px), as before the button shared its row: a flex item of its own,
            the link's box would be only its 20 px. */}
        <span>
          <Link href={calculatorPath(definition.slug)} target="_blank" rel="noopener" variant="body2">
            Full calculator and guide
          </Link>
        </span>
      </Box>
    </Box>
  );
}
