import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Clock } from 'lucide-react';
import { PageHeading } from '../components/PageHeading';
import { Island } from '../islands/Island';

/** Contact: the message form, the 24-48 hours reply note, and the calculator-request form. */
export function ContactPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeading
        title="Contact Us | Marketing Calculators"
        description="Questions, feedback or an idea for a new marketing calculator? Send us a message or request a calculator."
        path="/contact"
        crumb="Contact"
        heading="Contact Us"
      />
      <Typography sx={{ fontSize: '1.15rem', mb: 1.5, lineHeight: 1.7, maxWidth: 760 }}>
        Have a question about a calculator, spotted something that looks wrong, or want to suggest an improvement? We would love to hear
        from you.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mb: 4 }}>
        <Clock size={18} aria-hidden />
        <Typography>We typically reply within 24-48 hours.</Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3.5 } }}>
          <Island name="contact-form" props={{}} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3.5 } }}>
          <Island name="request-form" props={{}} />
        </Paper>
      </Box>
    </Container>
  );
}
