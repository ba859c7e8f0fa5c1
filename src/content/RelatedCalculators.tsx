import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CalculatorDefinition } from '../../engine';
import { CalculatorCardLink } from '../components/CalculatorCardLink';
import { useRegistry } from '../registry';

/** Up to three related calculators from the registry, and a link to all. */
export function RelatedCalculators({ definition }: { definition: CalculatorDefinition }) {
  const registry = useRegistry();
  const related = definition.related
    .map((key) => registry.find((d) => d.key === key))
    .filter((d): d is CalculatorDefinition => d !== undefined)
    .slice(0, 3);
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
      <Button component={RouterLink} to="/calculators" variant="outlined">
        View All Calculators
      </Button>
    </Box>
  );
}
