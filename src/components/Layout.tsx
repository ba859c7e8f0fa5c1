import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { ScrollToTop } from '../frame/ScrollToTop';
import { SiteFooter } from '../frame/SiteFooter';
import { SiteHeader } from '../frame/SiteHeader';
import { Deferred } from './Deferred';

/** The page frame: skip link, sticky header, main area and footer; header and footer hydrate in the page's pass. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <Link
        href="#main-content"
        sx={{ position: 'absolute', left: -9999, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1, '&:focus': { left: 8 } }}
      >
        Skip to main content
      </Link>
      <Deferred>
        <SiteHeader />
      </Deferred>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Deferred>
        <SiteFooter />
      </Deferred>
    </Box>
  );
}
