import Box from '@mui/material/Box';
import { renderWhenVisible } from '../components/render-when-visible';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../components/visually-hidden';
import { usePopular } from '../registry';
import { site } from '../site';
import { FOOTER_YEAR } from './header-hooks';
import { USAGE_SWITCH_ATTRIBUTE } from '../../contract/usage-names';

const quickLinks = [
  { label: 'Home', to: '/' },
  { label: 'All Calculators', to: '/calculators' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

const legalLinks = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Methodology', to: '/methodology' },
  { label: 'Contact Us', to: '/contact' },
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
        <Box>
          <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
            {site.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 360 }}>
            {site.tagline}
          </Typography>
          <Link
            href={site.profile.url}
            target="_blank"
            rel="noopener noreferrer"
            underline="hover"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {site.profile.label}
            <ExternalLink size={14} aria-hidden />
            <Box component="span" sx={visuallyHidden}>
              (opens in a new tab)
            </Box>
          </Link>
        </Box>
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
      <Container
        maxWidth="lg"
        sx={{
          mt: 4,
          pt: 3,
          borderTop: 1,
          borderColor: 'divider',
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          justifyContent: 'space-between',
        }}
      >
        {/* The year is the visitor's: the page's entry sets it (src/frame/header-controls.ts), so a page built last December is right. */}
        <Typography variant="body2" color="text.secondary">
          © <span {...{ [FOOTER_YEAR]: '' }}>{new Date().getFullYear()}</span> {site.name}. All rights reserved.
        </Typography>
        <Box component="nav" aria-label="Legal" sx={{ display: 'flex', gap: 2.5, flexWrap: 'wrap', alignItems: 'baseline' }}>
          {legalLinks.map((l) => (
            <Link key={l.label} href={l.to} underline="hover" variant="body2" color="text.secondary">
              {l.label}
            </Link>
          ))}
          {/* Shown and answered by the usage sender once the page is live (src/usage/sender.ts); without scripts nothing is counted. */}
          <Link
            component="button"
            type="button"
            hidden
            underline="hover"
            variant="body2"
            color="text.secondary"
            {...{ [USAGE_SWITCH_ATTRIBUTE]: '' }}
          >
            Don’t count my visits
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
