import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Lock } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';

/** The 'Authentication Required' prompt; Login needs a non-empty password (checked by the server, not here). */
export function LoginPrompt({ message, onLogin }: { message: string; onLogin(password: string): void }) {
  const [password, setPassword] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onLogin(password);
    else input.current?.focus();
  };
  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 3, sm: 4 } }}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Lock aria-hidden />
          <Typography variant="h1" component="h1" sx={{ fontSize: '1.6rem' }}>
            Authentication Required
          </Typography>
        </Box>
        <Typography color="text.secondary">Enter the admin password to view contact submissions and calculator requests.</Typography>
        <TextField
          id="admin-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          inputRef={input}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(message)}
          fullWidth
        />
        <Typography role="alert" color="error" sx={{ fontWeight: 500, minHeight: message ? undefined : 0 }} data-testid="login-message">
          {message}
        </Typography>
        {/* Never disabled: the pre-rendered button must take a press made before the app is hydrated. */}
        <Button type="submit" variant="contained" size="large">
          Login
        </Button>
      </Box>
    </Paper>
  );
}
