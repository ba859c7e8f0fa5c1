import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { site } from '../site';
import { UsageSwitch } from '../usage/UsageSwitch';
import { FOOTER_YEAR } from './header-hooks';

const legalLinks = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Methodology', to: '/methodology' },
  { label: 'Contact Us', to: '/contact' },
];

/** The footer's last row: the copyright, the legal links and the switch that stops counting visits. */
export function FooterLegal() {
  return (
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
        <UsageSwitch />
      </Box>
    </Container>
  );
}
