import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../components/PageHeading';

const values = [
  { title: 'Simplicity', text: 'A few inputs, one clear answer. No sign-up, no clutter, nothing between you and the number.' },
  {
    title: 'Transparency',
    text: 'Every calculator shows its formula and a worked example, so you can check the math and explain it to others.',
  },
  {
    title: 'Actionability',
    text: 'A number alone is not enough: each result comes with what it means against benchmarks and what to do next.',
  },
];

const audience = [
  'Marketers planning and reporting on campaigns',
  'Agencies explaining results to clients',
  'Business and shop owners deciding where to spend',
  'E-commerce managers tracking store performance',
  'Students learning the metrics of marketing',
];

/** About: the mission, the three values, who the site is for, and where to go next. */
export function AboutPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeading
        title="About | Marketing Calculators"
        description="Why we build free marketing calculators, the values behind them and who they are for."
        path="/about"
        crumb="About"
        heading="About Marketing Calculators"
      />
      <Typography sx={{ fontSize: '1.15rem', mb: 2, lineHeight: 1.7 }}>
        Marketing decisions come down to a handful of numbers: what a customer costs, what they are worth, and whether a campaign pays for
        itself. Working them out should take seconds, not a spreadsheet, and the answer should come with context you can act on.
      </Typography>
      <Typography sx={{ mb: 2, lineHeight: 1.7 }}>
        That is why we built this site: free calculators for the metrics marketers use every day, each with its formula, a worked example,
        benchmarks and practical tips. Every calculation runs in your browser, and nothing you type into a calculator is stored.
      </Typography>
      <Typography sx={{ mb: 4, lineHeight: 1.7 }}>
        Where our formulas and benchmarks come from, and what we mean when we call a figure illustrative, is set out in{' '}
        <Link href="/methodology">how we choose our figures</Link>.
      </Typography>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        What we value
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 4 }}>
        {values.map((v) => (
          <Paper key={v.title} variant="outlined" sx={{ p: 2.5 }}>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {v.title}
            </Typography>
            <Typography color="text.secondary">{v.text}</Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        Who it is for
      </Typography>
      <Box component="ul" sx={{ pl: 3, mb: 4 }}>
        {audience.map((a) => (
          <Typography component="li" key={a} sx={{ mb: 0.75 }}>
            {a}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button href="/calculators" variant="contained">
          Browse the Calculators
        </Button>
        <Button href="/contact" variant="outlined">
          Get in Touch
        </Button>
      </Box>
    </Container>
  );
}
