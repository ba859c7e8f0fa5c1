import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CalculatorDefinition } from '../../engine/runtime';

/** The formula box: the formula, what it means, and a worked example. */
export function FormulaBlock({ formula }: { formula: CalculatorDefinition['content']['formula'] }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="formula-heading"
      sx={(theme) => ({
        p: { xs: 2.5, sm: 3 },
        my: 4,
        // A tint of the primary colour, so it reads in both schemes.
        bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.07),
        borderColor: theme.alpha(theme.vars.palette.primary.main, 0.3),
      })}
    >
      <Typography id="formula-heading" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        The Formula
      </Typography>
      <Typography
        component="p"
        sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '1.05rem', fontWeight: 600, mb: 1.5 }}
        data-testid="formula"
      >
        {formula.formula}
      </Typography>
      <Typography sx={{ mb: 2 }}>{formula.description}</Typography>
      <Box sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Worked example
        </Typography>
        <Typography>
          {formula.example.calculation} = <strong>{formula.example.result}</strong>
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {formula.example.explanation}
        </Typography>
      </Box>
    </Paper>
  );
}
