import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CalculatorCardLink } from '../components/CalculatorCardLink';
import type { CatalogueEntry } from '../catalogue';

/** Up to three related calculators (listings loaded with the calculator), and a link to all. */
export function RelatedCalculators({ entries }: { entries: readonly CatalogueEntry[] }) {
  const related = entries.slice(0, 3);
  return (
    <Box component="section" aria-labelledby="related-heading" sx={{ my: 4 }}>
      {related.length > 0 && (
        <>
          <Typography id="related-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
            Related Calculators
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 3 }}>
            {related.map((d) => (
              <CalculatorCardLink key={d.key} definition={d} />
            ))}
          </Box>
        </>
      )}
      <Button href="/calculators" variant="outlined">
        View All Calculators
      </Button>
    </Box>
  );
}
