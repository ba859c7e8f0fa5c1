/**
 * Which section of definitions/README.md (the editors' guide) explains a
 * problem, from the dotted path it is at; the studio links each problem
 * there. Section ids are the headings' words, lower case, joined by hyphens.
 */

/** The id a heading gets: "Bands and tips" → "bands-and-tips". */
export function headingId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Path patterns and the heading that covers them, most specific first. */
const sections: readonly [RegExp, string][] = [
  [/^\(file\)$/, 'Written as JSON'],
  [/^calculator\.modes\.\d+\.fields/, 'Fields'],
  [/^calculator\.modes\.\d+\.rules/, 'Rules'],
  [/^calculator\.modes\.\d+\.outputs/, 'Outputs'],
  [/^calculator\.modes\.\d+\.(bands|tips)/, 'Bands and tips'],
  [/^calculator/, 'The calculator card'],
  [/^content/, 'Content'],
  [/^(sources|reviewed)/, 'Sources and review'],
  [/^examples/, 'Examples'],
];

/** The id of the guide's section for a problem at `path` (named `name`), for a link to it. */
export function guideSection(path: string, name: string): string {
  if (name === 'placeholderText') return headingId('Written as JSON');
  if (name === 'noIncomingLink' || name === 'copiedTable') return headingId(name === 'copiedTable' ? 'Content' : 'Identity and listing');
  const found = sections.find(([pattern]) => pattern.test(path));
  return headingId(found ? found[1] : 'Identity and listing');
}
