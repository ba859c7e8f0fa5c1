/**
 * The studio's toolbar: start a calculator (new, or from one the site
 * has), the preview's colour scheme and width, the guide, Download and Save.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { definitionSources } from 'virtual:definition-sources';

/** The toolbar; each button calls its handler, `onOpen` with the slug of the calculator to start from. */
export function StudioHeader({
  scheme,
  setScheme,
  width,
  setWidth,
  onNew,
  onOpen,
  onGuide,
  onDownload,
  onSave,
  saveDisabled,
}: {
  scheme: 'light' | 'dark';
  setScheme: (scheme: 'light' | 'dark') => void;
  width: 375 | 1280;
  setWidth: (width: 375 | 1280) => void;
  onNew: () => void;
  onOpen: (slug: string) => void;
  onGuide: () => void;
  onDownload: () => void;
  onSave: () => Promise<void>;
  saveDisabled: boolean;
}) {
  return (
    <Box
      component="header"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography variant="h1" sx={{ fontSize: '1.25rem', mr: 2 }}>
        Calculator studio
      </Typography>
      <Button variant="outlined" onClick={onNew}>
        New calculator
      </Button>
      <TextField select size="small" label="Start from" value="" onChange={(e) => onOpen(e.target.value)} sx={{ minWidth: 220 }}>
        {definitionSources.map((s) => (
          <MenuItem key={s.slug} value={s.slug}>
            {s.title}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup size="small" exclusive value={scheme} onChange={(_, v) => v && setScheme(v)} aria-label="Colour scheme">
        <ToggleButton value="light">Light</ToggleButton>
        <ToggleButton value="dark">Dark</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup size="small" exclusive value={width} onChange={(_, v) => v && setWidth(v)} aria-label="Screen width">
        <ToggleButton value={375}>375 px</ToggleButton>
        <ToggleButton value={1280}>1280 px</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1 }} />
      <Button onClick={onGuide}>Guide</Button>
      <Button variant="outlined" onClick={onDownload}>
        Download
      </Button>
      <Button variant="contained" onClick={() => void onSave()} disabled={saveDisabled}>
        {import.meta.env.DEV ? 'Save' : 'Save as draft'}
      </Button>
    </Box>
  );
}
