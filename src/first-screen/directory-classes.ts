import { classReader } from './classes';
import { capturedDirectory, type CapturedDirectoryStates } from './captured-directory.generated';

/** The classes of the directory's parts: their table ships with the directory's island, not the card. */
export const directoryClassOf = classReader<typeof capturedDirectory, CapturedDirectoryStates>(capturedDirectory);
