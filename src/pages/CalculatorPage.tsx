import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { CalculatorDefinition } from '../../engine/runtime';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { PageMeta } from '../components/PageMeta';
import { renderWhenVisible } from '../components/render-when-visible';
import { Island } from '../islands/Island';
import { NumbersSettingButton } from '../number-setting/NumbersSettingButton';
import { Article } from '../content/Article';
import { FaqAccordion } from '../content/FaqAccordion';
import { FormulaBlock } from '../content/FormulaBlock';
import { References } from '../content/References';
import { calculatorJsonLd } from '../head/structured-data';
import { RelatedCalculators } from '../content/RelatedCalculators';
import type { CatalogueEntry } from '../catalogue';
import { useCalculatorPage } from '../page-registry';
import { NotFoundPage } from './NotFoundPage';

/** One calculator page, rendered from its definition alone. The card is an island (src/islands/CalculatorIsland.tsx); the rest ships no JavaScript. */
export function CalculatorView({ definition, related }: { definition: CalculatorDefinition; related: readonly CatalogueEntry[] }) {
  const { seo, content } = definition;
  const jsonLd = useMemo(() => calculatorJsonLd(definition), [definition]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageMeta title={seo.metaTitle} description={seo.metaDescription} path={seo.canonicalUrl} jsonLd={jsonLd} />
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Calculators', href: '/calculators' }, { label: definition.title }]} />
      <Typography variant="h1" component="h1" sx={{ mb: 1.5 }}>
        {seo.h1}
      </Typography>
      <Typography sx={{ fontSize: '1.15rem', color: 'text.secondary', mb: 4 }} data-print="hide">
        {seo.intro}
      </Typography>
      <Island name="calculator" props={{ slug: definition.slug }} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <NumbersSettingButton />
      </Box>
      {/* Printing gives the card alone. */}
      <Container disableGutters sx={{ mt: 5, ...renderWhenVisible('2400px') }} data-print="hide">
        <Article blocks={content.article} sources={definition.sources} />
        <FormulaBlock formula={content.formula} />
      </Container>
      <Box data-print="hide">
        <FaqAccordion key={definition.key} faq={content.faq} idPrefix={definition.slug} sources={definition.sources} />
      </Box>
      <Box sx={renderWhenVisible('900px')} data-print="hide">
        <References sources={definition.sources} reviewed={definition.reviewed} />
        <RelatedCalculators entries={related} />
      </Box>
    </Container>
  );
}

/** The route `/calculators/:slug`; an unknown slug shows the 404 page. */
export function CalculatorPage() {
  const { slug } = useParams();
  const calculator = useCalculatorPage(slug);
  return calculator ? <CalculatorView definition={calculator.definition} related={calculator.related} /> : <NotFoundPage />;
}
