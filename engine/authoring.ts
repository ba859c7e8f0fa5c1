/**
 * The studio's façade (src/studio/): the whole definition language as an
 * editor writes it, checks it and starts it: the schema and compiler, the
 * checker, definitions as JSON, drafts and their placeholders. Only the
 * studio's own build imports it; a public page never does (it runs
 * engine/runtime.ts, with every definition compiled at build time).
 */
export * from './index';
export { beforePublishing } from './problems';
export { definitionAsJson, definitionFromJson, lineAndColumn, parseJsonText, withoutSchemaKey } from './definition-json';
export { isPlaceholder, placeholder, placeholderProblems } from './placeholders';
export {
  calculatorSkeleton,
  camelCase,
  categoryCards,
  skeletonFieldKinds,
  type Category,
  type SkeletonFieldKind,
  type SkeletonRequest,
} from './skeleton';
