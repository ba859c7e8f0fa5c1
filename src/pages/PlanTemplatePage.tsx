import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { use } from 'react';
import { useParams } from 'react-router-dom';
import { calculatorNames } from 'virtual:calculator-names';
import { planTemplates } from 'virtual:plan-templates';
import { evaluatePlan, type Plan, type StepOutcome } from '../../engine/plan';
import { fieldLabel, findMode, inputWords } from '../../engine/runtime';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { PageMeta } from '../components/PageMeta';
import { templateHref, templatePlan, type TemplateOfPage } from '../plan/template-plan';
import { useRegistry } from '../registry';
import { NotFoundPage } from './NotFoundPage';

const nameOf = (slug: string) => calculatorNames[slug] ?? slug;

/** A list of label and value pairs: a step's inputs or its results. */
function Pairs({ title, pairs }: { title: string; pairs: readonly [string, string][] }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" color="text.secondary" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        {pairs.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** One step as the template opens: its inputs (a linked one saying where it comes from), its results and band. */
function StepPreview({ plan, index, outcomes }: { plan: Plan; index: number; outcomes: readonly StepOutcome[] }) {
  const outcome = outcomes[index]!;
  const step = plan.steps[index]!;
  const mode = findMode(step.definition, step.mode);
  const inputs = outcome.status === 'waiting' ? step.inputs : outcome.inputs;
  const inputPairs = mode.fields.map((field): [string, string] => {
    const link = plan.links.find((l) => l.to.step === index && l.to.field === field.id);
    // A select's text that names none of its options shows nothing.
    const text = inputWords(field, inputs[field.id] ?? '', { unknown: () => '' });
    if (!link) return [fieldLabel(field), text];
    // As the earlier step shows it ("2,000", "$1,000.00"), with where it comes from.
    const from = outcomes[link.from.step];
    const shown = from?.status === 'done' ? from.result.outputs.find((o) => o.id === link.from.output) : undefined;
    const label = shown?.kind === 'value' ? shown.label : link.from.output;
    return [fieldLabel(field), `${shown?.kind === 'value' ? shown.text : text} (from step ${link.from.step + 1}: ${label})`];
  });
  const results =
    outcome.status === 'done'
      ? outcome.result.outputs.flatMap((o): [string, string][] => (o.kind === 'value' ? [[o.label, o.text]] : []))
      : [['Not calculated', outcome.status === 'failed' ? outcome.message : `Waiting for step ${outcome.on + 1}`] as [string, string]];
  const band = outcome.status === 'done' ? outcome.result.band : undefined;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`step-${index}`} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={`step-${index}`} variant="h3" component="h3" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {`Step ${index + 1}: ${nameOf(step.definition.slug)}`}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Pairs title="Inputs" pairs={inputPairs} />
        <Box>
          <Pairs title="Results" pairs={results} />
          {band && <Chip label={band.label} sx={{ mt: 1.5 }} />}
        </Box>
      </Box>
    </Paper>
  );
}

/** A template's page: what it works out, its steps as it opens, a link that opens it on the plan page, and its article. */
function TemplateView({ template, plan }: { template: TemplateOfPage; plan: Plan }) {
  const outcomes = evaluatePlan(plan);
  const href = templateHref(template, plan);
  const goal = template.goal;
  const goalStep = goal && plan.steps[goal.output.step];
  const goalOutput = goalStep && findMode(goalStep.definition, goalStep.mode).outputs.find((o) => o.id === goal.output.output);
  const inputStep = goal && plan.steps[goal.input.step];
  const goalField = inputStep && findMode(inputStep.definition, inputStep.mode).fields.find((f) => f.id === goal.input.field);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageMeta title={`${template.title} | Marketing Calculators`} description={template.summary} path={`/plans/${template.slug}`} />
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Funnel Plan', href: '/plan' }, { label: template.title }]} />
      <Typography variant="h1" component="h1" sx={{ mb: 1.5 }}>
        {template.title}
      </Typography>
      <Typography sx={{ fontSize: '1.15rem', color: 'text.secondary', mb: 3 }}>{template.summary}</Typography>
      <Button href={href} variant="contained" size="large" sx={{ mb: 4 }}>
        Open this plan
      </Button>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        The plan as it opens
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
        {plan.steps.map((_, index) => (
          <StepPreview key={index} plan={plan} index={index} outcomes={outcomes} />
        ))}
      </Box>
      {goal && goalOutput && goalField && (
        <Typography sx={{ mb: 4 }}>
          {`It opens with “What would it take” ready to find step ${goal.input.step + 1}’s ${fieldLabel(goalField)} for ${goalOutput.label} of ${goal.target}: press Find.`}
        </Typography>
      )}
      {template.article.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 3 }}>
          <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
      <Button href={href} variant="outlined">
        Open this plan
      </Button>
    </Container>
  );
}

/** The route `/plans/:slug`: a plan template's page, static; an unknown slug shows the 404 page. */
export function PlanTemplatePage() {
  const { slug } = useParams();
  const template = planTemplates.find((t) => t.slug === slug?.toLowerCase());
  const registry = useRegistry();
  const plan = template ? use(templatePlan(registry, template) as Promise<Plan | undefined>) : undefined;
  return template && plan ? <TemplateView template={template} plan={plan} /> : <NotFoundPage />;
}
