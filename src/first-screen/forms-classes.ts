import { capturedForms, type CapturedFormsStates } from './captured-forms.generated';
import { classReader } from './classes';

/** The classes of the public forms' parts: their table ships with the forms' islands, not the card. */
export const formsClassOf = classReader<typeof capturedForms, CapturedFormsStates>(capturedForms);
