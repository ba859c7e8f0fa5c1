/**
 * The studio's page (studio.html): the editors' workshop for calculator
 * definitions. Its own entry and its own build (vite.studio.config.ts), so
 * none of it is in any public page's load; in production it sits behind the
 * admin login (api/routes/studio.ts).
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { siteTheme } from '../theme';
import { StudioApp } from './StudioApp';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={siteTheme()} storageManager={null} colorSchemeNode={null}>
      <CssBaseline />
      <StudioApp />
    </ThemeProvider>
  </StrictMode>,
);
