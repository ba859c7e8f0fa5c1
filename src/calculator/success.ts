import type { CalcSuccess, RawInputs } from '../../engine/runtime';

/** A result, with the inputs it was calculated from (what Compare and the explorers start from). */
export type Success = CalcSuccess & { inputs: RawInputs };
