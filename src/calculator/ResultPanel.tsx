import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDeferredValue, type ReactNode } from 'react';
import type { CalcResult, DisplayOutput, Tone } from '../../engine';

type Success = Extract<CalcResult, { ok: true }>;

const toneColour: Record<Tone, string> = {
  success: 'success.main',
  error: 'error.main',
  warning: 'warning.dark',
  info: 'text.primary',
  primary: 'primary.main',
};

function ValueOutput({ output, primary }: { output: Extract<DisplayOutput, { kind: 'value' }>; primary: boolean }) {
  return (
    <Box data-output={output.id}>
      <Typography variant="subtitle2" color="text.secondary" component="p">
        {output.label}
      </Typography>
      <Typography
        component="p"
        data-testid={`output-${output.id}`}
        sx={{
          fontSize: primary ? '2.5rem' : '1.5rem',
          fontWeight: 700,
          lineHeight: 1.2,
          color: toneColour[output.tone ?? (primary ? 'primary' : 'info')],
        }}
      >
        {output.text}
      </Typography>
      {output.caption && (
        <Typography variant="body2" color="text.secondary" data-testid={`caption-${output.id}`}>
          {output.caption}
        </Typography>
      )}
    </Box>
  );
}

function TextOutput({ output }: { output: Extract<DisplayOutput, { kind: 'text' }> }) {
  return (
    <Box data-output={output.id}>
      {output.label && (
        <Typography variant="subtitle2" color="text.secondary" component="p">
          {output.label}
        </Typography>
      )}
      <Typography data-testid={`output-${output.id}`}>{output.text}</Typography>
    </Box>
  );
}

function TableOutput({ output }: { output: Extract<DisplayOutput, { kind: 'table' }> }) {
  return (
    <Box data-output={output.id}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {output.label}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" data-testid={`output-${output.id}`}>
          <TableHead>
            <TableRow>
              {output.columns.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 600 }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {output.rows.map((row) => (
              <TableRow key={row[0]}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <TableCell key={i} component="th" scope="row">
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={i}>{cell}</TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {output.note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {output.note}
        </Typography>
      )}
    </Box>
  );
}

const severity: Record<Tone, 'success' | 'info' | 'warning' | 'error'> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  error: 'error',
  primary: 'info',
};

/**
 * The result of a successful Calculate: outputs in definition order (the
 * first value output large), the interpretation band, `extras` and the
 * tips; `actions` sit beside the heading.
 */
export function ResultPanel({
  result,
  headingId,
  actions,
  extras,
}: {
  result: Success;
  headingId: string;
  actions?: ReactNode;
  /** Shown under the band: its scale and what it takes to reach the next one. */
  extras?: ReactNode;
}) {
  const firstValue = result.outputs.find((o) => o.kind === 'value');
  // When the panel first appears, the outputs and the band are painted in the frame of the press; the buttons
  // beside the heading, the explorers and the tips follow in the next (a deferred render). Mounting them all on
  // the press made the first Calculate's time to the next paint (INP) half as long again. Later results update
  // everything together, so a band or tip never lags behind its number.
  const complete = useDeferredValue(true, false);
  return (
    <Box component="section" aria-labelledby={headingId} aria-live="polite" data-testid="result" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id={headingId} variant="h3" component="h3">
          Your Result
        </Typography>
        {complete && actions}
      </Box>
      <Stack spacing={2}>
        {result.outputs.map((output) => {
          if (output.kind === 'value') return <ValueOutput key={output.id} output={output} primary={output === firstValue} />;
          if (output.kind === 'text') return <TextOutput key={output.id} output={output} />;
          return <TableOutput key={output.id} output={output} />;
        })}
        {result.band && (
          <Alert severity={severity[result.band.tone]} data-testid="band">
            <AlertTitle data-testid="band-label">{result.band.label}</AlertTitle>
            {result.band.text}
          </Alert>
        )}
        {complete && extras}
        {complete && result.tips && (
          <Box data-testid="tips">
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
              {result.tips.title}
            </Typography>
            <Box component="ul" sx={{ pl: 3, my: 1 }}>
              {result.tips.items.map((tip) => (
                <Typography component="li" key={tip} sx={{ mb: 0.5 }}>
                  {tip}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
