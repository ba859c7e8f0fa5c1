import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { use, useId, useMemo, useState } from 'react';
import type { CalcSuccess, CalculatorCore, Mode, RawInputs } from '../../engine/runtime';
import { currentQuery } from '../address/read';
import { useNumberStyle } from '../number-setting/current';
import { splitAddress } from './plan-links';
import { resultGroups, type TrailOutcomes } from './result-groups';
import { trailOutcomes } from './trail-outcomes';

/** The props of {@link UseResultPanel}. */
export interface UseResultPanelProps {
  definition: CalculatorCore;
  mode: Mode;
  /** The result shown, with the inputs it came from. */
  result: CalcSuccess & { inputs: RawInputs };
}

/** A link in the theme's colours; MUI's Link would split MUI's shared code into one more file for every page. */
export const linkStyle = { color: 'primary.main', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } } as const;

/**
 * "Use this result in…": for each output of the result that is a measure
 * (engine/measures.ts), the other calculators with a field of that measure,
 * as links that open them with the value filled in and this page as a step
 * of a plan, shown in a plan bar there; on a page opened from a plan, the
 * earlier steps' results too.
 */
export default function UseResultPanel({ definition, mode, result }: UseResultPanelProps) {
  const id = useId();
  const [search] = useState(currentQuery);
  const trail = useMemo(() => splitAddress(search).trail, [search]);
  const earlier = trail.ok && trail.plan ? use(trailOutcomes(search, trail.plan) as Promise<TrailOutcomes>) : undefined;
  const style = useNumberStyle();
  const groups = useMemo(
    () => resultGroups(definition, mode, result, trail, earlier, style),
    [definition, mode, result, trail, earlier, style],
  );

  return (
    <Box
      role="group"
      aria-labelledby={`${id}-title`}
      data-testid="use-result"
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={`${id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Use this result in…
      </Typography>
      {groups.length === 0 ? (
        <Typography sx={{ mt: 1 }}>No other calculator takes these results as an input.</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
            Open another calculator with the value filled in. This calculation becomes a step of a plan you can go back to.
          </Typography>
          {groups.map((group) => (
            <Box key={group.id} sx={{ mb: 1.5 }}>
              <Typography id={`${id}-${group.id}`} component="h4" sx={{ fontWeight: 600 }}>
                {group.heading}
              </Typography>
              <Box component="ul" aria-labelledby={`${id}-${group.id}`} sx={{ m: 0, pl: 2.5 }}>
                {group.targets.map((target) => (
                  <li key={target.key}>
                    <Typography component="a" href={target.href} sx={linkStyle}>
                      {target.text}
                    </Typography>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </>
      )}
    </Box>
  );
}
