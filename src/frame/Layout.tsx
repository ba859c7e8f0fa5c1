import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, type ReactNode } from 'react';
import { startHeaderControls } from './header-controls';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The page frame: skip link, sticky header, main area and footer, all static (the header's buttons: src/frame/header-controls.ts). */
export function Layout({ children }: { children: ReactNode }) {
  // Built pages are static here, and the entry wires the header (src/boot.ts). Only the dev server renders this in the
  // browser (src/main.tsx), where the header appears after the entry ran: it is wired once it is there.
  useEffect(startHeaderControls, []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main-content"
        sx={{ position: 'absolute', left: -9999, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1, '&:focus': { left: 8 } }}
      >
        Skip to main content
      </Link>
      <SiteHeader />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
