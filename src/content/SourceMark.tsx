import Link from '@mui/material/Link';
import type { Source } from '../../engine/runtime';
import { citation, referenceAnchor } from './references';

/**
 * The "[n]" after a claim that links to its source in the References list;
 * `n` is the source's place in the definition's `sources`. Nothing when the
 * claim names no source.
 */
export function SourceMark({ id, sources }: { id: string | undefined; sources: readonly Source[] }) {
  const index = id === undefined ? -1 : sources.findIndex((s) => s.id === id);
  const source = sources[index];
  if (!source) return null;
  return (
    <sup>
      {' '}
      <Link href={`#${referenceAnchor(source)}`} aria-label={`Source: ${citation(source)}`}>
        [{index + 1}]
      </Link>
    </sup>
  );
}
