import Box from '@mui/material/Box';
import { renderWhenVisible } from '../components/render-when-visible';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePopular } from '../registry';
import { FooterAbout } from './FooterAbout';
import { FooterLegal } from './FooterLegal';

const quickLinks = [
  { label: 'Home', to: '/' },
  { label: 'All Calculators', to: '/calculators' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

function LinkColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const linkStyle = { display: 'block', mb: 0.75, color: 'text.secondary', '&:hover': { color: 'primary.main' } };

/** The footer: tagline and profile link, quick links, the six popular calculators, copyright and legal links. */
export function SiteFooter() {
  const popular = usePopular();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 5, mt: 6, ...renderWhenVisible('420px') }}
    >
      <Container maxWidth="lg" sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' } }}>
        <FooterAbout />
        <LinkColumn title="Quick Links">
          {quickLinks.map((l) => (
            <Link key={l.label} href={l.to} underline="hover" sx={linkStyle}>
              {l.label}
            </Link>
          ))}
        </LinkColumn>
        {popular.length > 0 && (
          <LinkColumn title="Popular Calculators">
            {popular.map((d) => (
              <Link key={d.key} href={`/calculators/${d.slug}`} underline="hover" sx={linkStyle}>
                {d.title}
              </Link>
            ))}
          </LinkColumn>
        )}
      </Container>
      <FooterLegal />
    </Box>
  );
}
