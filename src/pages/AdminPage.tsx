import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { LoginPrompt } from '../admin/LoginPrompt';
import { useAdminSession } from '../admin/useAdminSession';
import { PageMeta } from '../components/PageMeta';

// The dashboard is its own file: the pre-rendered page is the login prompt, and the first load carries only
// that. Its code is fetched once the page is live, so it is usually there before the password is typed.
const loadDashboard = () => import('../admin/Dashboard');
const Dashboard = lazy(() => loadDashboard().then((module) => ({ default: module.Dashboard })));

/** /admin: the password prompt (what the pre-rendered page shows), then the dashboard. */
export function AdminPage() {
  const session = useAdminSession();
  useEffect(() => {
    void loadDashboard();
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
        <Suspense fallback={<Typography role="status">Loading...</Typography>}>
          <Dashboard session={session} />
        </Suspense>
      ) : (
        <LoginPrompt message={session.loginMessage} onLogin={session.logIn} />
      )}
    </Container>
  );
}
