import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHeading } from '../components/PageHeading';

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3, '& p': { mb: 1.5, lineHeight: 1.7 } }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return <Link href={to}>{children}</Link>;
}

/**
 * /methodology: where the calculators' formulas, benchmarks and ratings come
 * from, what "illustrative" means on a calculator page, and how to report an error.
 */
export function MethodologyPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeading
        title="How We Choose Our Figures | Marketing Calculators"
        description="Where our calculators' formulas and benchmarks come from, what 'illustrative' means, and how to tell us about an error."
        path="/methodology"
        crumb="Methodology"
        heading="How we choose our figures"
      />
      <Typography sx={{ mb: 3, lineHeight: 1.7 }}>
        Each calculator gives you a number and tells you how it compares. This page explains where the formulas and the comparison figures
        come from, how far to rely on them, and what to do if you think one is wrong.
      </Typography>
      <Section heading="Formulas">
        <Typography>
          Each calculator uses the standard definition of its metric. The page shows the formula and a worked example with real numbers, and
          our automated tests run every worked example through the calculator and fail if the page would show a different result.
        </Typography>
      </Section>
      <Section heading="Benchmarks">
        <Typography>
          Where a page compares your result with typical figures, they come from studies published by named companies and organisations. We
          prefer the original study to an article quoting it, and we give the year it was published, because benchmarks change.
        </Typography>
        <Typography>
          Every source is listed under References at the foot of the calculator page, with a link to the original. A table taken from one
          names it underneath: &ldquo;Source:&rdquo; followed by the publisher and year. A paragraph, list or FAQ answer that states a
          figure ends with a numbered link, such as [1], to its reference. A figure we could not tie to a source is marked illustrative or
          left out.
        </Typography>
        <Typography>
          Each calculator page also shows when it was last reviewed: the date an editor last checked its content against its sources. Treat
          a benchmark as a picture of the year it was measured, not of today.
        </Typography>
      </Section>
      <Section heading="What “illustrative” means">
        <Typography>
          Some tables are marked &ldquo;Illustrative figures, not measured data.&rdquo; Their numbers were worked out to show how the
          formula behaves, or are typical ranges we could not tie to one published study. They are not measurements of real businesses: use
          them as a starting point for your own judgement, not as a target.
        </Typography>
      </Section>
      <Section heading="Ratings">
        <Typography>
          A result&apos;s rating (Poor, Fair, Good and so on) comes from thresholds set for each calculator. Where a page lists them in a
          table, the line under the table says where they come from: a named source, or &ldquo;illustrative&rdquo; when they are our own
          rule of thumb. What counts as good differs by industry and channel, so compare your result with your own history too.
        </Typography>
      </Section>
      <Section heading="Your numbers stay with you">
        <Typography>
          Every calculation runs in your browser: the numbers you type into a calculator are never sent to us. The{' '}
          <PageLink to="/privacy">privacy policy</PageLink> explains what the contact form collects.
        </Typography>
      </Section>
      <Section heading="Report an error">
        <Typography>
          If a figure looks wrong, a source link no longer works or a formula does not match its definition, please tell us through the{' '}
          <PageLink to="/contact">contact form</PageLink>. It helps to include:
        </Typography>
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          {[
            'the page or calculator name',
            'the figure or sentence you think is wrong',
            'a source for the correct figure, if you have one',
          ].map((item) => (
            <Typography component="li" key={item} sx={{ mb: 0.75, lineHeight: 1.7 }}>
              {item}
            </Typography>
          ))}
        </Box>
      </Section>
    </Container>
  );
}
