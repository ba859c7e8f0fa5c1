import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { LoginPrompt } from './LoginPrompt';
import { useAdminSession } from './useAdminSession';
import { LoadBoundary } from '../components/LoadBoundary';
import { onDemand } from '../on-demand';

// The dashboard is its own file: the pre-rendered page is the login prompt, and the first load carries only
// that. Its code is fetched once the page is hydrated, so it is usually there before the password is typed.
const Dashboard = onDemand(() => import('./Dashboard').then((module) => module.Dashboard));

/** The admin page's island: the password prompt (what the pre-rendered page shows), then the dashboard. */
export function AdminApp() {
  const session = useAdminSession();
  useEffect(() => {
    void Dashboard.preload();
  }, []);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
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
