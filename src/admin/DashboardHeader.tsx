import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LogOut, RefreshCw } from 'lucide-react';

/** The dashboard's heading with Refresh and Log out beside it. */
export function DashboardHeader({ onRefresh, onLogOut }: { onRefresh(): void; onLogOut(): void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' } }}>
        Admin Dashboard
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {/* Never disabled: a focused button that turns disabled drops the keyboard focus; a second press just reloads again. */}
        <Button variant="outlined" startIcon={<RefreshCw size={18} aria-hidden />} onClick={onRefresh}>
          Refresh
        </Button>
        <Button color="inherit" startIcon={<LogOut size={18} aria-hidden />} onClick={() => onLogOut()}>
          Log out
        </Button>
      </Box>
    </Box>
  );
}
