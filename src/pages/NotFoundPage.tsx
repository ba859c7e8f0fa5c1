import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '../components/PageMeta';

/** The 404 page, with the spec's title and text. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <PageMeta title="Page Not Found | Marketing Calculators" path={pathname} robots="noindex" />
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        Page Not Found
      </Typography>
      <Typography sx={{ mb: 4 }} color="text.secondary">
        Did you forget to add the page to the router?
      </Typography>
      <Button href="/calculators" variant="contained">
        Browse All Calculators
      </Button>
    </Container>
  );
}
