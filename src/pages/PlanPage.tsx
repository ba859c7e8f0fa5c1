import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { planTemplates } from 'virtual:plan-templates';
import { PageHeading } from '../components/PageHeading';
import { PlanCardLink } from '../components/PlanCardLink';
import { Island } from '../islands/Island';

/**
 * /plan: calculators chained into one plan. The plan itself is an island
 * (src/plan/PlanEditor.tsx), which opens the plan the address holds; the
 * rest, with the list of plan templates, ships no JavaScript.
 */
export function PlanPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeading
        title="Funnel Plan: Chain Marketing Calculators | Marketing Calculators"
        description="Chain marketing calculators into one plan: each step's result feeds the next, from clicks to conversions, CPA and ROAS, with every step's benchmark."
        path="/plan"
        crumb="Plan"
        heading="Funnel Plan"
        gap={1.5}
      />
      <Typography sx={{ fontSize: '1.15rem', color: 'text.secondary', mb: 4 }}>
        Chain calculators into one plan: a result of one step fills a field of the next, and every step recalculates as you type. The
        address holds the whole plan, so its link opens the same plan anywhere.
      </Typography>
      {/* The island's element takes no box: its step cards are this grid's items. */}
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Island name="plan" props={{}} />
      </Box>
      <Typography variant="h2" component="h2" sx={{ mt: 6, mb: 2 }}>
        Plan templates
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {planTemplates.map((template) => (
          <li key={template.slug}>
            <PlanCardLink plan={template} />
          </li>
        ))}
      </Box>
    </Container>
  );
}
