import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { bandScaleOf, whatItTakes } from '../../engine/explore';
import type { CalcSuccess, CalculatorCore, Mode, RawInputs } from '../../engine/runtime';
import { BandScale } from './BandScale';
import { useNumberStyle } from '../number-setting/current';

/** The props of {@link ResultExplore}: a result and the inputs it came from. */
export interface ResultExploreProps {
  definition: CalculatorCore;
  mode: Mode;
  /** The result, with the inputs it was calculated from. */
  result: CalcSuccess & { inputs: RawInputs };
}

/**
 * Under a banded result: the band scale with the result marked, and what it
 * takes to reach the next better band (or that this is the best band). A
 * chunk of its own, loaded when a result first shows (or prepared while the
 * page is idle), so the first paint does not carry it.
 */
export default function ResultExplore({ definition, mode, result }: ResultExploreProps) {
  // Rendered just after the result is painted, not with it: the press paints its number first (INP), and the
  // scale and goal seek follow in the next frame. The card remounts this per calculation (its key), so the
  // deferred first render is always the empty one, never a previous result's scale.
  const ready = useDeferredValue(true, false);
  const style = useNumberStyle();
  if (!ready || !mode.bands) return null;
  const scale = bandScaleOf(mode, result, style);
  const takes = whatItTakes(definition, mode.id, result.inputs, style);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {scale && <BandScale scale={scale} />}
      {takes && (
        <Box data-testid="what-it-takes">
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            What it takes
          </Typography>
          <Typography>{takes.sentence}</Typography>
        </Box>
      )}
    </Box>
  );
}
