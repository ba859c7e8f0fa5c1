import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../components/PageHeading';
import { Island } from '../islands/Island';

const intro = (
  <>
    <PageHeading
      title="All Marketing Calculators | Marketing Calculators"
      description="Browse every free marketing calculator by category: conversion, cost, revenue and analytics."
      path="/calculators"
      crumb="Calculators"
      heading="Marketing Calculators"
      gap={1}
    />
    <Typography color="text.secondary" sx={{ mb: 3 }}>
      Free calculators for the metrics marketers, agencies and shop owners use every day.
    </Typography>
  </>
);
const suggest = (
  <Box sx={{ textAlign: 'center', mt: 6 }}>
    <Typography sx={{ mb: 1 }}>Missing a calculator you need?</Typography>
    <Button href="/contact" variant="outlined">
      Suggest a Calculator
    </Button>
  </Box>
);

/** The directory: its heading, the filter and cards (an island: src/directory/DirectoryFilter.tsx), and a call to suggest one. */
export function DirectoryPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      {intro}
      <Island name="directory" props={{}} />
      {suggest}
    </Container>
  );
}
