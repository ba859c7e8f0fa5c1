import Typography from '@mui/material/Typography';
import { Breadcrumbs } from './Breadcrumbs';
import { PageMeta } from './PageMeta';

/**
 * The top of a site page under Home: its head tags (title, description,
 * canonical `path`), the breadcrumb Home > `crumb`, and the h1. `gap` is the
 * space under the h1 in theme spacing units.
 */
export function PageHeading({
  title,
  description,
  path,
  crumb,
  heading,
  gap = 2,
}: {
  title: string;
  description: string;
  path: string;
  crumb: string;
  heading: string;
  gap?: number;
}) {
  return (
    <>
      <PageMeta title={title} description={description} path={path} />
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: crumb }]} />
      <Typography variant="h1" component="h1" sx={{ mb: gap }}>
        {heading}
      </Typography>
    </>
  );
}
