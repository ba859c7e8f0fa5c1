import { CalculatorCard } from '../calculator/CalculatorCard';
import { useCalculator } from '../registry';

/** An embedded calculator's island: the card alone. Renders nothing for an unknown slug (the page is then the 404). */
export function EmbedIsland({ slug }: { slug: string }) {
  const calculator = useCalculator(slug);
  return calculator ? <CalculatorCard key={calculator.definition.key} definition={calculator.definition} /> : null;
}
