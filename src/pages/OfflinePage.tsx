import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../components/PageMeta';
import { RELOAD_BUTTON } from '../frame/header-hooks';

/**
 * What the offline worker shows, under the address asked for, when a page
 * was never visited and the network is down (sw/service-worker.ts). "Try
 * again" loads the address afresh (the page's entry: src/frame/header-controls.ts).
 */
export function OfflinePage() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <PageMeta title="Offline | Marketing Calculators" path="/offline" robots="noindex" />
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        You are offline
      </Typography>
      <Typography role="alert" sx={{ mb: 4 }} color="text.secondary">
        Could not load this page. Check your connection, then try again.
      </Typography>
      <Button variant="contained" {...{ [RELOAD_BUTTON]: '' }}>
        Try again
      </Button>
    </Container>
  );
}
