import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CalculatorCardLink } from '../components/CalculatorCardLink';
import { PageMeta } from '../components/PageMeta';
import { visuallyHidden } from '../components/visually-hidden';
import { HERO_PARTICLES } from '../home/hero-mark';
import { useCatalogue } from '../use-catalogue';

const reasons = [
  { title: 'Fast & Simple', text: 'Enter a few numbers and get your answer instantly, right in your browser.' },
  { title: 'Always Free', text: 'Every calculator is free to use, with no sign-up and no limits.' },
  { title: 'Expert Guidance', text: 'Each result comes with benchmarks, a plain-language interpretation and tips to improve.' },
];

/** The home page: hero, the first six calculators, why use the site, and a call to action. */
export function HomePage() {
  const featured = useCatalogue().slice(0, 6);
  return (
    <>
      <PageMeta path="/" />
      <Box
        component="section"
        aria-labelledby="hero-title"
        // The hero is blue in both themes, so it keeps the light scheme's colours (its white button's blue text).
        data-mui-color-scheme="light"
        // Its particle canvas starts after the largest paint, from the page's entry (src/home/hero-particles.ts).
        {...{ [HERO_PARTICLES]: '' }}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          background: 'linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 60%, #2563eb 100%)',
          color: '#fff',
          py: { xs: 8, md: 12 },
        }}
      >
        <Container maxWidth="md" sx={{ position: 'relative', textAlign: 'center' }}>
          <Typography id="hero-title" variant="h1" component="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, mb: 2 }}>
            Marketing Metrics Made Simple
          </Typography>
          <Typography sx={{ fontSize: '1.2rem', opacity: 0.92, mb: 4 }}>
            Free calculators for the numbers that matter: get your result, see how it compares with benchmarks and learn what to do next.
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button
              href="/calculators"
              variant="contained"
              size="large"
              sx={{ bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: '#e0e7ff' } }}
            >
              Explore All Calculators
            </Button>
            <Button href="/about" variant="outlined" size="large" sx={{ color: '#fff', borderColor: '#fff' }}>
              Learn More
              {/* Read by screen readers and search engines, which need more than "Learn More" out of context. */}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                about Marketing Calculators
              </Box>
            </Button>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 8 }}>
        <Typography variant="h2" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
          Essential Marketing Metrics
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {featured.map((d) => (
            <CalculatorCardLink key={d.key} definition={d} category={d.cardCategory} />
          ))}
        </Box>
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button href="/calculators" variant="contained" size="large">
            View All Calculators
          </Button>
        </Box>
      </Container>
      <Box sx={{ bgcolor: 'background.paper', py: 8 }}>
        <Container maxWidth="lg">
          <Typography variant="h2" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
            Why Use Our Marketing Calculators
          </Typography>
          <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {reasons.map((r) => (
              <Box key={r.title} sx={{ textAlign: 'center' }}>
                <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                  {r.title}
                </Typography>
                <Typography color="text.secondary">{r.text}</Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: 8, textAlign: 'center' }}>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          Ready to measure what matters?
        </Typography>
        <Button href="/calculators" variant="contained" size="large">
          Get Started Now
        </Button>
      </Container>
    </>
  );
}
