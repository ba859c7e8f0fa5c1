import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const periods = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: 'A year' },
] as const;

/**
 * Above the usage counts: the period (`days` up to today, shown as `from` to
 * `today`), and Export CSV, which `canExport` enables.
 */
export function UsageToolbar({
  days,
  onDays,
  from,
  today,
  canExport,
  onExport,
}: {
  days: number;
  onDays(days: number): void;
  from: string;
  today: string;
  canExport: boolean;
  onExport(): void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={days}
        onChange={(_, value: number | null) => value && onDays(value)}
        aria-label="Period"
      >
        {periods.map((p) => (
          <ToggleButton key={p.days} value={p.days}>
            {p.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography color="text.secondary">
        {from} to {today} (UTC)
      </Typography>
      <Box sx={{ flex: 1 }} />
      <Button variant="outlined" onClick={onExport} disabled={!canExport}>
        Export CSV
      </Button>
    </Box>
  );
}
