import Box from '@mui/material/Box';
import Popper from '@mui/material/Popper';

/** The tooltip bubble under its anchor; loaded the first time any tooltip opens. */
export default function TooltipPopup({ id, title, anchor }: { id: string; title: string; anchor: HTMLElement }) {
  return (
    // Popper's own element carries role="tooltip".
    <Popper open anchorEl={anchor} placement="bottom" id={id} sx={{ zIndex: 1500 }}>
      <Box
        sx={{
          mt: 1,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          fontSize: '0.8rem',
          fontWeight: 500,
          pointerEvents: 'none',
        }}
      >
        {title}
      </Box>
    </Popper>
  );
}
