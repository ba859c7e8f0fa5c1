import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { LogOut, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { LoginPrompt } from '../admin/LoginPrompt';
import { CalculatorRequestItem, ContactSubmissionItem } from '../admin/SubmissionItems';
import { useAdmin } from '../admin/useAdmin';
import { PageMeta } from '../components/PageMeta';

type TabId = 'contacts' | 'requests';

/** /admin: the password prompt, then the two lists with counts, Refresh and the read / processed toggles. */
export function AdminPage() {
  const admin = useAdmin();
  const [tab, setTab] = useState<TabId>('contacts');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageMeta
        title="Admin | Marketing Calculators"
        description="Administration of contact submissions and calculator requests."
        path="/admin"
        robots="noindex, nofollow"
      />
      {!admin.loggedIn ? (
        <LoginPrompt message={admin.loginMessage} onLogin={admin.logIn} />
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' } }}>
              Admin Dashboard
            </Typography>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button variant="outlined" startIcon={<RefreshCw size={18} aria-hidden />} onClick={admin.refresh} disabled={admin.loading}>
                Refresh
              </Button>
              <Button color="inherit" startIcon={<LogOut size={18} aria-hidden />} onClick={() => admin.logOut()}>
                Log out
              </Button>
            </Box>
          </Box>
          <Tabs
            value={tab}
            onChange={(_, value: TabId) => setTab(value)}
            aria-label="Submissions"
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
          >
            <Tab
              value="contacts"
              id="admin-tab-contacts"
              aria-controls="admin-panel-contacts"
              label={`Contact Submissions (${admin.contacts.length})`}
            />
            <Tab
              value="requests"
              id="admin-tab-requests"
              aria-controls="admin-panel-requests"
              label={`Calculator Requests (${admin.requests.length})`}
            />
          </Tabs>
          <Typography role="status" sx={{ mb: admin.loading ? 2 : 0 }}>
            {admin.loading ? 'Loading...' : ''}
          </Typography>
          {tab === 'contacts' ? (
            <Box role="tabpanel" id="admin-panel-contacts" aria-labelledby="admin-tab-contacts">
              {admin.contacts.length === 0 && !admin.loading ? (
                <Typography color="text.secondary">No contact submissions yet.</Typography>
              ) : (
                <Box component="ul" sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}>
                  {admin.contacts.map((item) => (
                    <ContactSubmissionItem key={item.id} item={item} onSetRead={admin.setRead} />
                  ))}
                </Box>
              )}
            </Box>
          ) : (
            <Box role="tabpanel" id="admin-panel-requests" aria-labelledby="admin-tab-requests">
              {admin.requests.length === 0 && !admin.loading ? (
                <Typography color="text.secondary">No calculator requests yet.</Typography>
              ) : (
                <Box component="ul" sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}>
                  {admin.requests.map((item) => (
                    <CalculatorRequestItem key={item.id} item={item} onSetProcessed={admin.setProcessed} />
                  ))}
                </Box>
              )}
            </Box>
          )}
        </>
      )}
    </Container>
  );
}
