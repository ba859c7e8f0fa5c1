import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Workflow } from 'lucide-react';

/**
 * A card linking to a plan template's page (/plans/<slug>), as
 * CalculatorCardLink is to a calculator's: on the plan page and in the
 * directory's Plans tab. `headingLevel` keeps the page's outline.
 */
export function PlanCardLink({
  plan,
  headingLevel = 'h3',
}: {
  plan: { slug: string; title: string; summary: string; steps: readonly unknown[] };
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea href={`/plans/${plan.slug}`} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1, color: 'primary.main' }}>
            <Workflow size={24} aria-hidden />
            <Chip size="small" label={`Plan · ${plan.steps.length} steps`} />
          </Box>
          <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.1rem', mb: 0.5 }}>
            {plan.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {plan.summary}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
