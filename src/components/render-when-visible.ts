/**
 * Styles for a long block below the fold: the browser skips its style,
 * layout and paint until it nears the viewport (content-visibility: auto),
 * so what happens above it, a result appearing after Calculate, repaints a
 * little card rather than the whole page. It stays in the accessibility tree
 * and find-in-page. `estimate` is the height assumed until it is first drawn;
 * after that the browser remembers the real one.
 */
export function renderWhenVisible(estimate: string) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${estimate}` } as const;
}
