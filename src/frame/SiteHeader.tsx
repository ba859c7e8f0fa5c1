import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { BarChart3, Coins, Menu, X } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { site } from '../site';
import { MENU_BUTTON, MENU_PANEL, NUMBERS_BUTTON, TOOLTIP_FROM_LABEL } from './header-hooks';
import { isCurrent, navLinks } from './nav-links';
import { ThemeToggle } from './ThemeToggle';

/**
 * Room the sticky header takes at the top of the window (its toolbar, 56 px and 64 px from 600 px wide, and its
 * border), and 16 px of air: what the browser scrolls to (a field focused because it needs fixing, a reference's
 * anchor, "Skip to main content") stops below the header rather than under it. The air clears an outlined field's
 * label, which stands 9 px above the field the browser scrolls to.
 */
const scrollPadding = (theme: Theme) => ({ html: { scrollPaddingTop: 73, [theme.breakpoints.up('sm')]: { scrollPaddingTop: 81 } } });

const currentStyle = { fontWeight: 700, bgcolor: (theme: Theme) => theme.alpha(theme.vars.palette.primary.main, 0.08) };

/** The menu button's two icons: the one for what a press does shows, by aria-expanded (set by src/frame/header-controls.ts). */
const menuIcons = {
  display: { xs: 'inline-flex', md: 'none' },
  '& .menu-close, &[aria-expanded="true"] .menu-open': { display: 'none' },
  '&[aria-expanded="true"] .menu-close': { display: 'block' },
};

/** The four links, the current page's highlighted; `sx` adds to each (the menu's are full-width rows). */
function NavButtons({ pathname, sx = {} }: { pathname: string; sx?: Record<string, unknown> }) {
  return navLinks.map((link) => {
    const current = isCurrent(pathname, link.to);
    return (
      <Button
        key={link.to}
        href={link.to}
        aria-current={current ? 'page' : undefined}
        color={current ? 'primary' : 'inherit'}
        sx={{ ...sx, ...(current ? currentStyle : { fontWeight: 500 }) }}
      >
        {link.label}
      </Button>
    );
  });
}

/**
 * The sticky header: the logo, the four links, highlighted on the current
 * page, and the theme button. Below the md breakpoint a menu button opens the
 * links as a panel. Static markup: it ships no React. Its buttons work from
 * the page's entry script as soon as the page is shown (src/frame/header-controls.ts).
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <GlobalStyles styles={scrollPadding} />
      <Box>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 2 }}>
            <Box
              component="a"
              href="/"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', mr: 'auto' }}
            >
              <BarChart3 aria-hidden />
              <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                {site.name}
              </Typography>
            </Box>
            <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
              <NavButtons pathname={pathname} />
            </Box>
            <IconButton
              aria-label="Currency and number format"
              aria-haspopup="dialog"
              {...{ [NUMBERS_BUTTON]: '', [TOOLTIP_FROM_LABEL]: '' }}
            >
              <Coins aria-hidden />
            </IconButton>
            <ThemeToggle />
            <IconButton
              aria-label="Open menu"
              aria-expanded={false}
              aria-controls={MENU_PANEL}
              {...{ [MENU_BUTTON]: '', [TOOLTIP_FROM_LABEL]: '' }}
              sx={menuIcons}
            >
              <Menu aria-hidden className="menu-open" />
              <X aria-hidden className="menu-close" />
            </IconButton>
          </Toolbar>
        </Container>
        <Box
          component="nav"
          id={MENU_PANEL}
          aria-label="Main menu"
          hidden
          sx={{ display: { md: 'none' }, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Container maxWidth="lg" sx={{ py: 1, display: 'grid' }}>
            <NavButtons pathname={pathname} sx={{ justifyContent: 'flex-start', py: 1.25 }} />
          </Container>
        </Box>
      </Box>
    </AppBar>
  );
}
