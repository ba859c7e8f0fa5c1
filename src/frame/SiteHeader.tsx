import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { BarChart3, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Tooltip } from '../components/Tooltip';
import { site } from '../site';
import { isCurrent, navLinks } from './nav-links';
import { ThemeToggle } from './ThemeToggle';

const currentStyle = { fontWeight: 700, bgcolor: (theme: Theme) => theme.alpha(theme.vars.palette.primary.main, 0.08) };

/**
 * The sticky header: the logo, the four links, highlighted on the current
 * page, and the theme button. Below the md breakpoint a menu button opens the links as a panel;
 * Escape, a click outside, choosing a link or a route change closes it.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <ClickAwayListener onClickAway={() => setMenuOpen(false)}>
        <Box>
          <Container maxWidth="lg">
            <Toolbar disableGutters sx={{ gap: 2 }}>
              <Box
                component={RouterLink}
                to="/"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', mr: 'auto' }}
              >
                <BarChart3 aria-hidden />
                <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                  {site.name}
                </Typography>
              </Box>
              <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
                {navLinks.map((link) => {
                  const current = isCurrent(pathname, link.to);
                  return (
                    <Button
                      key={link.to}
                      component={RouterLink}
                      to={link.to}
                      aria-current={current ? 'page' : undefined}
                      color={current ? 'primary' : 'inherit'}
                      sx={current ? currentStyle : { fontWeight: 500 }}
                    >
                      {link.label}
                    </Button>
                  );
                })}
              </Box>
              <ThemeToggle />
              <Tooltip title={menuOpen ? 'Close menu' : 'Open menu'}>
                <IconButton
                  ref={buttonRef}
                  aria-label={menuOpen ? 'Close menu' : 'Open menu'}
                  aria-expanded={menuOpen}
                  aria-controls="mobile-menu"
                  onClick={() => setMenuOpen((open) => !open)}
                  sx={{ display: { xs: 'inline-flex', md: 'none' } }}
                >
                  {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
                </IconButton>
              </Tooltip>
            </Toolbar>
          </Container>
          <Box
            component="nav"
            id="mobile-menu"
            aria-label="Main menu"
            hidden={!menuOpen}
            sx={{ display: { md: 'none' }, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
          >
            <Container maxWidth="lg" sx={{ py: 1, display: 'grid' }}>
              {navLinks.map((link) => {
                const current = isCurrent(pathname, link.to);
                return (
                  <Button
                    key={link.to}
                    component={RouterLink}
                    to={link.to}
                    onClick={() => setMenuOpen(false)}
                    aria-current={current ? 'page' : undefined}
                    color={current ? 'primary' : 'inherit'}
                    sx={{ justifyContent: 'flex-start', py: 1.25, ...(current ? currentStyle : { fontWeight: 500 }) }}
                  >
                    {link.label}
                  </Button>
                );
              })}
            </Container>
          </Box>
        </Box>
      </ClickAwayListener>
    </AppBar>
  );
}
