import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { planTemplates } from 'virtual:plan-templates';
import { CalculatorCardLink } from '../components/CalculatorCardLink';
import { PlanCardLink } from '../components/PlanCardLink';
import { PageHeading } from '../components/PageHeading';
import { PLANS, categoryParam, planSearchText, searchText } from '../directory/categories';
import { Island } from '../islands/Island';
import { useCatalogue } from '../use-catalogue';

const intro = (
  <>
    <PageHeading
      title="All Marketing Calculators | Marketing Calculators"
      description="Browse every free marketing calculator by category: conversion, cost, revenue and analytics."
      path="/calculators"
      crumb="Calculators"
      heading="Marketing Calculators"
      gap={1}
    />
    <Typography color="text.secondary" sx={{ mb: 3 }}>
      Free calculators for the metrics marketers, agencies and shop owners use every day.
    </Typography>
  </>
);
const suggest = (
  <Box sx={{ textAlign: 'center', mt: 6 }}>
    <Typography sx={{ mb: 1 }}>Missing a calculator you need?</Typography>
    <Button href="/contact" variant="outlined">
      Suggest a Calculator
    </Button>
  </Box>
);

/**
 * The directory: its heading, the search and tabs (an island:
 * src/directory/DirectoryFilter.tsx), every calculator's card, every plan
 * template's (under the Plans tab only), and a call to suggest a calculator. The cards are static: each carries its category and search
 * text for the filter (src/directory/filter-list.ts), which hides the rest.
 */
export function DirectoryPage() {
  const catalogue = useCatalogue();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      {intro}
      <Island name="directory" props={{ total: catalogue.length }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {catalogue.map((d) => (
          <div
            key={d.key}
            data-filter-item=""
            data-filter-category={categoryParam(d.category)}
            data-filter-text={searchText(d)}
            data-filter-title={d.title.toLowerCase()}
          >
            <CalculatorCardLink definition={d} category={d.category} headingLevel="h2" />
          </div>
        ))}
        {/* Listed under the Plans tab only: hidden until it is chosen. */}
        {planTemplates.map((plan) => (
          <div
            key={plan.slug}
            data-filter-item=""
            data-filter-category={categoryParam(PLANS)}
            data-filter-apart=""
            data-filter-text={planSearchText(plan)}
            data-filter-title={plan.title.toLowerCase()}
            hidden
          >
            <PlanCardLink plan={plan} headingLevel="h2" />
          </div>
        ))}
      </Box>
      {suggest}
    </Container>
  );
}
