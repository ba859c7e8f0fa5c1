import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CatalogueEntry } from '../catalogue';
import { CalculatorIcon } from './CalculatorIcon';

/**
 * A card linking to a calculator, used by the home page, directory and
 * related lists. `headingLevel` keeps the page's outline: h2 where the cards
 * sit right under the h1 (the directory), h3 under a section heading.
 */
export function CalculatorCardLink({
  definition,
  category,
  headingLevel = 'h3',
}: {
  definition: CatalogueEntry;
  category?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea href={`/calculators/${definition.slug}`} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1, color: 'primary.main' }}>
            <CalculatorIcon name={definition.icon} />
            {category && <Chip size="small" label={category} />}
          </Box>
          <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.1rem', mb: 0.5 }}>
            {definition.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {definition.seo.summary}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
