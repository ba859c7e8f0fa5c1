/**
 * The classes MUI gives each part of the first screen's components, in each
 * state, captured at build time (scripts/first-screen-styles.ts) with the
 * CSS behind them (first-screen.generated.css). The components of this folder
 * write them as MUI would, so the page looks the same with no CSS-in-JS
 * running in the browser.
 */
/** A state of a component: its dimensions' values (see ./specimens/). */
export type PartState = Record<string, string | boolean>;

/** The key of `state` over `dims`, as the capture writes it. */
export const stateKey = (dims: readonly string[], state: PartState) => dims.map((dim) => String(state[dim])).join('|');

/** A captured table: each specimen's parts, each part's classes by state (see scripts/first-screen-styles.ts). */
type Table = Record<string, Record<string, { dims: readonly string[]; values: Readonly<Record<string, string>> }>>;

/**
 * The state a part is read in: the specimen's dimensions its classes depend on, each one of the values the
 * capture rendered (`States`, generated with the table); the specimen's other dimensions may be given too.
 */
type StateOf<Dims extends Record<string, string | boolean>, Needed extends string> = Pick<Dims, Needed & keyof Dims> & Partial<Dims>;

/** The arguments after the part: none for a part with one look, else its state. */
type StateArgument<Dims extends Record<string, string | boolean>, Needed extends string> = [Needed] extends [never]
  ? [state?: Partial<Dims>]
  : [state: StateOf<Dims, Needed>];

/**
 * Development and tests fail on a state the capture never rendered; a visitor's page takes the part's first
 * state's classes rather than none. The plan page's disabled buttons were drawn as enabled that way (13f2223).
 */
// Undefined under plain Node (the capture script): not a page, so not strict.
const strict = import.meta.env?.DEV === true;

/**
 * Reads a captured table: the classes of `part` of the specimen `specimen` in `state`, type-checked against the
 * states the capture emitted for the table (`States`). A state it never rendered throws in development and tests.
 */
export function classReader<T extends Table, States extends { [S in keyof T]: Record<string, string | boolean> }>(table: T) {
  return <S extends keyof T & string, P extends keyof T[S] & string>(
    specimen: S,
    part: P,
    ...[state = {}]: StateArgument<States[S], T[S][P]['dims'][number]>
  ): string => {
    const { dims, values } = table[specimen]![part]!;
    const classes = values[stateKey(dims, state as PartState)];
    if (classes !== undefined) return classes;
    if (strict)
      throw new Error(`No classes were captured for ${specimen}.${part} in ${JSON.stringify(state)}: add the state to its specimen.`);
    return Object.values(values)[0] ?? '';
  };
}
