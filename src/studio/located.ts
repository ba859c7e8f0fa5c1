/**
 * Where a checker's dotted path (`calculator.modes.0.bands.steps.1.from`) is
 * in a definition's JSON text, so the studio marks the very characters. A
 * path the text does not hold (a key that is missing) falls back to its
 * nearest ancestor that it does.
 */
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { lineAndColumn } from '../../engine/authoring';

/** A span of the text: `from` and `to` are character offsets. */
export interface Span {
  from: number;
  to: number;
  line: number;
}

/** The path's segments: numbers for list indexes; a checker's note after the path ("examples.6 (\"name\")") dropped. */
export function pathSegments(path: string): (string | number)[] {
  const bare = path.replace(/ \(.*$/, '');
  if (bare === '' || bare.startsWith('(')) return [];
  return bare.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The span to mark for a node: a property's key when its value is an object or a list, else the value itself. */
function markOf(node: Node): { from: number; to: number } {
  const key = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
  if (key && (node.type === 'object' || node.type === 'array')) return { from: key.offset, to: key.offset + key.length };
  return { from: node.offset, to: node.offset + Math.min(node.length, 400) };
}

/** The span of `path` in `text`; the first line when the text is not JSON or the path is the whole file. */
export function spanOf(text: string, path: string, line?: number, column?: number): Span {
  const tree = parseTree(text);
  if (line !== undefined) {
    const lines = text.split('\n');
    const from = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + Math.max(0, (column ?? 1) - 1);
    return { from: Math.min(from, text.length), to: Math.min(from + 1, text.length), line };
  }
  const segments = pathSegments(path);
  let node: Node | undefined;
  for (let n = segments.length; n >= 0 && tree; n--) {
    node = n === 0 ? tree : findNodeAtLocation(tree, segments.slice(0, n));
    if (node) break;
  }
  const mark = node && segments.length > 0 ? markOf(node) : { from: 0, to: Math.min(1, text.length) };
  return { ...mark, line: lineAndColumn(text, mark.from).line };
}
