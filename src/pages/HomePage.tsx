import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CalculatorCardLink } from '../components/CalculatorCardLink';
import { PageMeta } from '../components/PageMeta';
import { HomeHero } from '../home/HomeHero';
import { HomeReasons } from '../home/HomeReasons';
import { useCatalogue } from '../use-catalogue';

/** The home page: hero, the first six calculators, why use the site, and a call to action. */
export function HomePage() {
  const featured = useCatalogue().slice(0, 6);
  return (
    <>
      <PageMeta path="/" />
      <HomeHero />
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
      <HomeReasons />
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
