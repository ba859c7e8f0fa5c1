import { classReader } from './classes';
import { capturedResult, type CapturedResultStates } from './captured-result.generated';

/** The classes of the result's parts: their table ships with the result's chunk, not the card. */
export const resultClassOf = classReader<typeof capturedResult, CapturedResultStates>(capturedResult);
