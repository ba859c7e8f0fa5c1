/**
 * Where visitors' results landed on a calculator's benchmark scale, drawn
 * on the scale itself: each band in order, coloured by its tone as the
 * result's band scale colours it, with how many results fell in it and
 * their share. The calculator's bands come from its definition, loaded as
 * its page loads it.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { use } from 'react';
import type { Tone } from '../../../engine/runtime';
import { bandFill } from '../../explore/band-fill';
import { siteRegistry, type LoadedCalculator } from '../../registry';

/** One mode's scale with its counts; `counts` are by band label. */
function Scale({
  steps,
  counts,
  title,
}: {
  steps: readonly { label: string; tone: Tone }[];
  counts: Readonly<Record<string, number>>;
  title: string;
}) {
  const total = steps.reduce((n, s) => n + (counts[s.label] ?? 0), 0);
  const share = (n: number) => (total === 0 ? '0%' : `${Math.round((n / total) * 100)}%`);
  const said = steps.map((s) => `${s.label}: ${counts[s.label] ?? 0} (${share(counts[s.label] ?? 0)})`).join('; ');
  return (
    <Box sx={{ mb: 2 }}>
      {title ? <Typography variant="subtitle2">{title}</Typography> : null}
      <Box
        role="img"
        aria-label={`${total} results: ${said}`}
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${steps.length}, 1fr)`, gap: '2px' }}
      >
        {steps.map((step, i) => (
          <Box key={step.label} aria-hidden sx={{ minWidth: 0 }}>
            <Box
              sx={{
                height: 12,
                bgcolor: bandFill[step.tone],
                borderRadius: i === 0 ? '6px 0 0 6px' : i === steps.length - 1 ? '0 6px 6px 0' : 0,
              }}
            />
            <Typography variant="caption" component="span" sx={{ display: 'block', lineHeight: 1.2, mt: 0.5, fontWeight: 600 }}>
              {step.label}
            </Typography>
            <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {(counts[step.label] ?? 0).toLocaleString('en-US')} · {share(counts[step.label] ?? 0)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The scales of the calculator at `slug`, one per mode with counts (`counts`: mode → band label → count). */
export function BandShares({ slug, counts }: { slug: string; counts: Readonly<Record<string, Readonly<Record<string, number>>>> }) {
  const loaded = siteRegistry.load(slug);
  const calculator = loaded ? use(loaded as Promise<LoadedCalculator | undefined>) : undefined;
  if (!calculator) return <Typography color="text.secondary">This calculator is no longer on the site.</Typography>;
  const modes = calculator.definition.calculator.modes.filter((m) => m.bands && counts[m.id]);
  return (
    <>
      {modes.map((mode) => (
        <Scale key={mode.id} title={modes.length > 1 || mode.label ? mode.label : ''} steps={mode.bands!.steps} counts={counts[mode.id]!} />
      ))}
    </>
  );
}
