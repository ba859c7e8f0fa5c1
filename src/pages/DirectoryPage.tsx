import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CalculatorCardLink } from '../components/CalculatorCardLink';
import { PageMeta } from '../components/PageMeta';
import { useCatalogue } from '../use-catalogue';

const ALL = 'All Calculators';
const tabs = [ALL, 'Conversion & Performance', 'Cost & Efficiency', 'Revenue & Profitability', 'Analytics & Tracking'] as const;

/** The directory: category tabs, a search within the tab, and cards, all from the registry. */
export function DirectoryPage() {
  const registry = useCatalogue();
  const [tab, setTab] = useState<string>(ALL);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = useMemo(
    () =>
      registry.filter(
        (d) =>
          (tab === ALL || d.category === tab) &&
          (needle === '' || [d.title, d.seo.summary, d.seo.metaDescription].some((t) => t.toLowerCase().includes(needle))),
      ),
    [registry, tab, needle],
  );
  const noun = shown.length === 1 ? 'calculator' : 'calculators';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageMeta title="All Marketing Calculators | Marketing Calculators" description="Browse every free marketing calculator by category: conversion, cost, revenue and analytics." path="/calculators" />
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Calculators' }]} />
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        Marketing Calculators
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Free calculators for the metrics marketers, agencies and shop owners use every day.
      </Typography>
      <Box component="search" sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <TextField label="Search calculators" value={query} onChange={(e) => setQuery(e.target.value)} fullWidth size="small" type="search" />
        <Button onClick={() => setQuery('')} disabled={query === ''} variant="outlined">
          Clear
        </Button>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: string) => {
          setTab(value);
          setQuery('');
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {tabs.map((t) => (
          <Tab key={t} value={t} label={t} />
        ))}
      </Tabs>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="count" role="status">
        {shown.length} {noun}
        {needle !== '' ? ' found' : ''}
      </Typography>
      {shown.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h3" component="p" sx={{ mb: 2 }}>
            No calculators found
          </Typography>
          <Button onClick={() => setQuery('')} variant="outlined">
            Clear Search
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {shown.map((d) => (
            <CalculatorCardLink key={d.key} definition={d} category={d.category} headingLevel="h2" />
          ))}
        </Box>
      )}
      <Box sx={{ textAlign: 'center', mt: 6 }}>
        <Typography sx={{ mb: 1 }}>Missing a calculator you need?</Typography>
        <Button component={RouterLink} to="/contact" variant="outlined">
          Suggest a Calculator
        </Button>
      </Box>
    </Container>
  );
}
