/**
 * A new calculator's text in the studio: the draft engine/skeleton.ts
 * writes, reviewed today, as the JSON file `npm run new:calculator` writes.
 */
import { format } from 'date-fns';
import { calculatorSkeleton, type SkeletonRequest } from '../../engine/authoring';

/** The draft for `request` as the text of a `.json` definition file, with its `$schema`. */
export function skeletonText(request: Omit<SkeletonRequest, 'today'>): string {
  const draft = calculatorSkeleton({ ...request, today: format(new Date(), 'yyyy-MM-dd') });
  return `${JSON.stringify({ $schema: './definition.schema.json', ...draft }, null, 2)}\n`;
}
