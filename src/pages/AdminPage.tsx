import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { LoginPrompt } from '../admin/LoginPrompt';
import { useAdminSession } from '../admin/useAdminSession';
import { LoadBoundary } from '../components/LoadBoundary';
import { PageMeta } from '../components/PageMeta';
import { onDemand } from '../on-demand';

// The dashboard is its own file: the pre-rendered page is the login prompt, and the first load carries only
// that. Its code is fetched once the page is live, so it is usually there before the password is typed.
const Dashboard = onDemand(() => import('../admin/Dashboard').then((module) => module.Dashboard));

/** /admin: the password prompt (what the pre-rendered page shows), then the dashboard. */
export function AdminPage() {
  const session = useAdminSession();
  useEffect(() => {
    void Dashboard.preload();
  }, []);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageMeta
        title="Admin | Marketing Calculators"
        description="Administration of contact submissions and calculator requests."
        path="/admin"
        robots="noindex, nofollow"
      />
      {session.loggedIn ? (
        <LoadBoundary what="the dashboard" loading={<Typography role="status">Loading...</Typography>}>
          <Dashboard session={session} />
        </LoadBoundary>
      ) : (
        <LoginPrompt message={session.loginMessage} onLogin={session.logIn} />
      )}
    </Container>
  );
}
