import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../components/PageHeading';

/** One section of a legal page: a heading and its paragraphs or list items. */
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}

/** A static legal text (privacy policy, terms of service) with its last-updated date. */
export function LegalPage({
  title,
  path,
  description,
  updated,
  intro,
  sections,
}: {
  title: string;
  path: string;
  description: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeading title={`${title} | Marketing Calculators`} description={description} path={path} crumb={title} heading={title} gap={1} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Last updated: {updated}
      </Typography>
      <Typography sx={{ mb: 3, lineHeight: 1.7 }}>{intro}</Typography>
      {sections.map((section, i) => (
        // Each section is named by its heading, so assistive technology lists it as a region.
        <Box component="section" key={section.heading} aria-labelledby={`section-${i + 1}`} sx={{ mb: 3 }}>
          <Typography variant="h2" component="h2" id={`section-${i + 1}`} sx={{ fontSize: '1.4rem', mb: 1.5 }}>
            {section.heading}
          </Typography>
          {section.paragraphs?.map((p) => (
            <Typography key={p} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {p}
            </Typography>
          ))}
          {section.list && (
            <Box component="ul" sx={{ pl: 3, my: 1 }}>
              {section.list.map((item) => (
                <Typography component="li" key={item} sx={{ mb: 0.75, lineHeight: 1.7 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Container>
  );
}
