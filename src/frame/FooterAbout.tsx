import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ExternalLink } from 'lucide-react';
import { visuallyHidden } from '../first-screen/visually-hidden';
import { site } from '../site';

/** The footer's first column: the site's name, its tagline and the link to its profile. */
export function FooterAbout() {
  return (
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
  );
}
