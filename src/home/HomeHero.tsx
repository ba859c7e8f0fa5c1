import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../first-screen/visually-hidden';
import { HERO_PARTICLES } from './hero-mark';

/** The home page's hero: the site's promise and the way to its calculators. */
export function HomeHero() {
  return (
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
  );
}
