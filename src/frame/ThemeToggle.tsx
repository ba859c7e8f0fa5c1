import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useColorScheme, type Theme } from '@mui/material/styles';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Tooltip } from '../components/Tooltip';
import { themeStep } from './theme-cycle';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const systemScheme = () => (matchMedia(DARK_QUERY).matches ? 'dark' : 'light');
/** MUI reports the system's scheme only while following it; the button's name needs it in every mode. */
function onSystemChange(onChange: () => void): () => void {
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const noSubscription = () => () => {};
/** False while hydrating (the server's markup must be matched), true from the render right after. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Until hydration is over: the moon on a light page, the sun on a dark one (a first press switches scheme). */
const inLight = [{ display: 'block' }, (theme: Theme) => theme.applyStyles('dark', { display: 'none' })];
const inDark = [{ display: 'none' }, (theme: Theme) => theme.applyStyles('dark', { display: 'block' })];

/**
 * The header's theme button: cycles through the other scheme, the system's
 * own, and following the system again (see themeStep), remembered by MUI in
 * localStorage. Its icon and name say what a press does. The server does
 * not know the visitor's choice, so until hydration is done the button has
 * a neutral name and its icon follows the scheme on the page, from CSS.
 */
export function ThemeToggle() {
  const { mode, setMode } = useColorScheme();
  const system = useSyncExternalStore(onSystemChange, systemScheme, () => 'light' as const);
  const step = useHydrated() && mode ? themeStep(mode, system) : undefined;
  const label = step?.label ?? 'Change theme';
  let icon;
  if (!step)
    icon = (
      <>
        <Box component={Moon} aria-hidden sx={inLight} />
        <Box component={Sun} aria-hidden sx={inDark} />
      </>
    );
  else if (step.next === 'system') icon = <Monitor aria-hidden />;
  else icon = step.next === 'dark' ? <Moon aria-hidden /> : <Sun aria-hidden />;
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => setMode(themeStep(mode ?? 'system', systemScheme()).next)}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
