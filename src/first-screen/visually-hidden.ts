/** Styles that hide text from sight but keep it for screen readers and crawlers. */
export const visuallyHidden = {
  position: 'absolute',
  // Strings: in MUI's sx a bare 1 means 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
