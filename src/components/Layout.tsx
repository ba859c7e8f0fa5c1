import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { BarChart3 } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { popularKeys } from '../../definitions';
import { useRegistry } from '../registry';
import { site } from '../site';

const navLinks = [
  { label: 'Home', to: '/' },
  { label: 'All Calculators', to: '/calculators' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

function isCurrent(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`);
}

/** Scrolls to the top on every route change, as the spec asks. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => window.scrollTo(0, 0), [pathname]);
  return null;
}

/** The page frame: skip link, sticky header, main area and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const registry = useRegistry();
  const popular = popularKeys.map((key) => registry.find((d) => d.key === key)).filter((d) => d !== undefined);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <Link
        href="#main-content"
        sx={{ position: 'absolute', left: -9999, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1, '&:focus': { left: 8 } }}
      >
        Skip to main content
      </Link>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 2, flexWrap: 'wrap' }}>
            <Box component={RouterLink} to="/" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', mr: 'auto' }}>
              <BarChart3 aria-hidden />
              <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                {site.name}
              </Typography>
            </Box>
            <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              {navLinks.map((link) => {
                const current = isCurrent(pathname, link.to);
                return (
                  <Button
                    key={link.to}
                    component={RouterLink}
                    to={link.to}
                    aria-current={current ? 'page' : undefined}
                    color={current ? 'primary' : 'inherit'}
                    sx={{ fontWeight: current ? 700 : 500, bgcolor: current ? 'rgba(29, 78, 216, 0.08)' : undefined }}
                  >
                    {link.label}
                  </Button>
                );
              })}
            </Box>
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 5, mt: 6 }}>
        <Container maxWidth="lg" sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
          <Box>
            <Typography sx={{ fontWeight: 700, mb: 1 }}>{site.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {site.tagline}
            </Typography>
          </Box>
          <Box component="nav" aria-label="Quick links">
            <Typography sx={{ fontWeight: 700, mb: 1 }}>Quick Links</Typography>
            {[{ label: 'Home', to: '/' }, { label: 'All Calculators', to: '/calculators' }, { label: 'About Us', to: '/about' }, { label: 'Contact', to: '/contact' }].map((l) => (
              <Link key={l.to} component={RouterLink} to={l.to} underline="hover" color="text.secondary" sx={{ display: "block", mb: 0.5 }}>
                {l.label}
              </Link>
            ))}
          </Box>
          {popular.length > 0 && (
            <Box component="nav" aria-label="Popular calculators">
              <Typography sx={{ fontWeight: 700, mb: 1 }}>Popular Calculators</Typography>
              {popular.map((d) => (
                <Link key={d.key} component={RouterLink} to={`/calculators/${d.slug}`} underline="hover" color="text.secondary" sx={{ display: "block", mb: 0.5 }}>
                  {d.title}
                </Link>
              ))}
            </Box>
          )}
        </Container>
        <Container maxWidth="lg" sx={{ mt: 4 }}>
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
