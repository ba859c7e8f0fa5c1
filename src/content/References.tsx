import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Source } from '../../engine/runtime';
import { referenceAnchor, reviewedText } from './references';

/**
 * The sources a page's figures and formulas come from, numbered in the
 * order the definition lists them (the article's citations use the same
 * numbers), and the date the content was last checked against them.
 */
export function References({ sources, reviewed }: { sources: readonly Source[]; reviewed?: string }) {
  if (sources.length === 0 && !reviewed) return null;
  return (
    <Box component="section" aria-labelledby="references-heading" sx={{ my: 5 }}>
      <Typography id="references-heading" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        References
      </Typography>
      <Box component="ol" sx={{ pl: 3, mb: 2 }}>
        {sources.map((source) => (
          <Typography component="li" key={source.id} id={referenceAnchor(source)} sx={{ mb: 0.75, lineHeight: 1.6 }}>
            {source.publisher} ({source.year}).{' '}
            <Link href={source.url} rel="noopener noreferrer" target="_blank">
              {source.title}
            </Link>
            .
          </Typography>
        ))}
      </Box>
      {reviewed && (
        <Typography color="text.secondary" data-testid="last-reviewed">
          Last reviewed <time dateTime={reviewed}>{reviewedText(reviewed)}</time>
        </Typography>
      )}
    </Box>
  );
}
