/**
 * What the studio and its preview frame say to each other (postMessage,
 * same origin only): the studio sends the checked definition's data and how
 * to show it; the frame answers when it is ready and when it has rendered.
 */
import type { CalculatorInput } from '../../engine/authoring';

/** Studio → frame: render this definition (data as `defineCalculator` takes it) in this scheme. */
export interface ShowDefinition {
  type: 'studio:show';
  data: CalculatorInput;
  scheme: 'light' | 'dark';
  /** Counts up with each message, so the studio knows which one the frame rendered. */
  revision: number;
}

/** Frame → studio: ready for definitions, or rendered revision `revision`. */
export type PreviewAnswer = { type: 'studio:ready' } | { type: 'studio:rendered'; revision: number };

/** The preview frame's address: the studio build's page in production, the dev server's file otherwise. */
export const PREVIEW_PATH = import.meta.env.DEV ? '/studio-preview.html' : '/studio/preview';
