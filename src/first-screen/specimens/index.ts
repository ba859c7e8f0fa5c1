/**
 * Every specimen of the first screen, by the table its classes go to (one file each): what the capture renders
 * (../capture.tsx) and the markup test holds the components to.
 */
import { cardSpecimens } from './card';
import { directorySpecimens } from './directory';
import { formsSpecimens } from './forms';
import { resultSpecimens } from './result';

export type { Specimen, TableName } from './specimen';

export const specimens = { ...cardSpecimens, ...resultSpecimens, ...directorySpecimens, ...formsSpecimens };

/** A specimen's name. */
export type SpecimenName = keyof typeof specimens;
