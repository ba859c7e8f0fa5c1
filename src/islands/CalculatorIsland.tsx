import { CalculatorCard } from '../calculator/CalculatorCard';
import { embedPath } from '../../contract/embed';
import { EmbedButton } from '../embed/EmbedButton';
import { EmbedRow } from '../first-screen/PlainBoxes';
import { useCalculator } from '../registry';

/** A calculator page's island: the card, and the Embed button under it. Renders nothing for an unknown slug (the page is then the 404). */
export function CalculatorIsland({ slug }: { slug: string }) {
  const calculator = useCalculator(slug);
  if (!calculator) return null;
  const { definition } = calculator;
  return (
    <>
      <CalculatorCard key={definition.key} definition={definition} />
      <EmbedRow>
        <EmbedButton path={() => embedPath(definition.slug)} title={definition.title} />
      </EmbedRow>
    </>
  );
}
