/**
 * The studio's preview frame: the real calculator page (src/pages/CalculatorPage.tsx
 * `CalculatorView`), rendered by the real renderer from the definition the
 * studio sends, with the card, the result and its explorers, the article,
 * FAQ and references, in the scheme the studio asks for. Its width is the
 * frame's (375 or 1280 px), so the page lays out as on that screen.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { catalogue } from 'virtual:catalogue';
import { measureIndex } from 'virtual:measure-index';
import { defineCalculator, type CalculatorDefinition } from '../../engine/authoring';
import { relatedByKey, relatedSourceOf } from '../../engine/runtime';
import type { CatalogueEntry } from '../catalogue';
import '../first-screen/first-screen.generated.css';
import { CalculatorView } from '../pages/CalculatorPage';
import { RegistryProvider } from '../registry';
import { siteTheme } from '../theme';
import type { PreviewAnswer, ShowDefinition } from './preview-protocol';

const answer = (message: PreviewAnswer) => window.parent.postMessage(message, window.location.origin);

/** The measures each published calculator names, by slug: read once, since the preview renders on every edit. */
const measuresBySlug = new Map<string, string[]>();
for (const tag of [...measureIndex.fields, ...measureIndex.outputs]) {
  const measures = measuresBySlug.get(tag.slug) ?? [];
  if (!measures.includes(tag.measure)) measures.push(tag.measure);
  measuresBySlug.set(tag.slug, measures);
}

/** Each published calculator's listing with what its links are worked out from (engine/related.ts). */
const published = catalogue.map((entry) => ({
  entry,
  source: { key: entry.key, category: entry.category, related: entry.related, measures: measuresBySlug.get(entry.slug) ?? [] },
}));

/**
 * The draft's related calculators as the site would show them beside the published ones (engine/related.ts), the
 * draft standing for its own slug.
 */
function relatedListings(definition: CalculatorDefinition): CatalogueEntry[] {
  const others = published.filter(({ entry }) => entry.slug !== definition.slug);
  const keys = relatedByKey([...others.map(({ source }) => source), relatedSourceOf(definition)]).get(definition.key)!;
  return keys.flatMap((key) => others.filter(({ entry }) => entry.key === key).map(({ entry }) => entry));
}

function Preview() {
  const [shown, setShown] = useState<{ definition: CalculatorDefinition; revision: number }>();
  useEffect(() => {
    const onMessage = (event: MessageEvent<ShowDefinition>) => {
      if (event.origin !== window.location.origin || event.data?.type !== 'studio:show') return;
      document.documentElement.setAttribute('data-mui-color-scheme', event.data.scheme);
      try {
        setShown({ definition: defineCalculator(event.data.data), revision: event.data.revision });
      } catch {
        // The studio sends only definitions that compiled there; one that does not here keeps the last page.
      }
    };
    window.addEventListener('message', onMessage);
    answer({ type: 'studio:ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (shown) answer({ type: 'studio:rendered', revision: shown.revision });
  }, [shown]);
  if (!shown) return null;
  const { definition } = shown;
  const related = relatedListings(definition);
  return (
    // Keyed by the calculator: an edit updates the page in place (what was typed stays), another calculator is a new page.
    <RegistryProvider key={definition.slug} definitions={[definition]}>
      <Suspense fallback={null}>
        <CalculatorView definition={definition} related={related} />
      </Suspense>
    </RegistryProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={siteTheme()} storageManager={null} colorSchemeNode={null}>
      <CssBaseline />
      <MemoryRouter>
        <Preview />
      </MemoryRouter>
    </ThemeProvider>
  </StrictMode>,
);
