/**
 * Where results land on the bands, one calculator at a time: a select of the
 * calculators that had results with a band, and that calculator's scales.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { BandShares } from './BandShares';
import type { BandCounts } from './usage-summary';

/**
 * The band counts of the calculator `chosen` (the first by title when it had none in this period), and the select
 * that calls `onChoose`; a line saying there was none when no calculator had any. `titleOf` names a calculator.
 */
export function CalculatorBandShares({
  bands,
  chosen,
  onChoose,
  titleOf,
}: {
  bands: BandCounts;
  chosen: string | undefined;
  onChoose(slug: string): void;
  titleOf: (slug: string) => string;
}) {
  const banded = Object.keys(bands).sort((a, b) => titleOf(a).localeCompare(titleOf(b), 'en'));
  const shownBands = chosen && banded.includes(chosen) ? chosen : banded[0];
  if (banded.length === 0) return <Typography color="text.secondary">No result with a band in this period yet.</Typography>;
  return (
    <>
      <TextField
        select
        size="small"
        label="Calculator"
        value={shownBands}
        onChange={(e) => onChoose(e.target.value)}
        sx={{ minWidth: 280, mb: 2 }}
      >
        {banded.map((slug) => (
          <MenuItem key={slug} value={slug}>
            {titleOf(slug)}
          </MenuItem>
        ))}
      </TextField>
      <Suspense fallback={<Typography role="status">Loading...</Typography>}>
        <BandShares slug={shownBands!} counts={bands[shownBands!]!} />
      </Suspense>
    </>
  );
}
