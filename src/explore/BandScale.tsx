import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BandScale as Scale } from '../../engine/explore';
import { bandFill } from './band-fill';

/**
 * The bands of a result in order, coloured by tone and labelled, with the
 * boundary values between them and a marker where the result sits. One
 * image to assistive technology, named by the engine's text alternative
 * ("1.50% — Fair; Good starts at 2%"), which is also shown as the caption.
 */
export function BandScale({ scale }: { scale: Scale }) {
  const n = scale.segments.length;
  return (
    <Box data-testid="band-scale">
      <Box role="img" aria-label={scale.text} sx={{ position: 'relative', pt: 2.5 }}>
        <Box
          aria-hidden
          data-testid="band-scale-marker"
          sx={{
            position: 'absolute',
            top: 0,
            left: `${scale.marker.position * 100}%`,
            transform: 'translateX(-50%)',
            width: 0,
            height: 0,
            borderLeft: '8px solid transparent',
            borderRight: '8px solid transparent',
            borderTop: '12px solid',
            borderTopColor: 'text.primary',
          }}
        />
        <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: `repeat(${n}, 1fr)`, gap: '2px' }}>
          {scale.segments.map((segment, i) => (
            <Box key={segment.label} sx={{ minWidth: 0 }}>
              <Box
                sx={{
                  height: 12,
                  bgcolor: bandFill[segment.tone],
                  outline: i === scale.marker.index ? '2px solid' : 'none',
                  outlineColor: 'text.primary',
                  borderRadius: i === 0 ? '6px 0 0 6px' : i === n - 1 ? '0 6px 6px 0' : 0,
                }}
              />
              <Typography
                variant="caption"
                component="span"
                sx={{
                  display: 'block',
                  lineHeight: 1.2,
                  mt: 0.5,
                  fontWeight: i === scale.marker.index ? 700 : 400,
                  overflowWrap: 'anywhere',
                }}
              >
                {segment.label}
              </Typography>
              {segment.startText && (
                <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block', lineHeight: 1.2 }}>
                  {segment.startText.startsWith('>') ? segment.startText : `≥ ${segment.startText}`}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </Box>
      {/* The image's name already says this to assistive technology. */}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="band-scale-text" aria-hidden>
        {scale.text}
      </Typography>
    </Box>
  );
}
