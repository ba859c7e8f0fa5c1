import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

const reasons = [
  { title: 'Fast & Simple', text: 'Enter a few numbers and get your answer instantly, right in your browser.' },
  { title: 'Always Free', text: 'Every calculator is free to use, with no sign-up and no limits.' },
  { title: 'Expert Guidance', text: 'Each result comes with benchmarks, a plain-language interpretation and tips to improve.' },
];

/** The home page's band of reasons to use the site. */
export function HomeReasons() {
  return (
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
  );
}
