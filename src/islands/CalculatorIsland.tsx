import Box from '@mui/material/Box';
import { CalculatorCard } from '../calculator/CalculatorCard';
import { EmbedButton } from '../embed/EmbedButton';
import { useCalculator } from '../registry';

/** A calculator page's island: the card, and the Embed button under it. Renders nothing for an unknown slug (the page is then the 404). */
export function CalculatorIsland({ slug }: { slug: string }) {
  const calculator = useCalculator(slug);
  if (!calculator) return null;
  const { definition } = calculator;
  return (
    <>
      <CalculatorCard key={definition.key} definition={definition} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }} data-print="hide">
        <EmbedButton slug={definition.slug} title={definition.title} />
      </Box>
    </>
  );
}
