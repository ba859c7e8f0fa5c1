import { captured, type CapturedStates } from './captured.generated';
import { classReader } from './classes';

/** The classes of the card's parts (its table ships with the card). */
export const classOf = classReader<typeof captured, CapturedStates>(captured);
