/**
 * The classes MUI gives each part of the first screen's components, in each
 * state, captured at build time (scripts/first-screen-styles.ts) with the
 * CSS behind them (first-screen.generated.css). The components of this folder
 * write them as MUI would, so the page looks the same with no CSS-in-JS
 * running in the browser.
 */
/** A state of a component: its dimensions' values (see ./specimens.tsx). */
export type PartState = Record<string, string | boolean>;

/** The key of `state` over `dims`, as the capture writes it. */
export const stateKey = (dims: readonly string[], state: PartState) => dims.map((dim) => String(state[dim])).join('|');

/** A captured table: each specimen's parts, each part's classes by state (see scripts/first-screen-styles.ts). */
type Table = Record<string, Record<string, { dims: readonly string[]; values: Readonly<Record<string, string>> }>>;

/**
 * Reads a captured table: the classes of `part` of the specimen `specimen`
 * in `state`. Every state a component is shown in is captured (the markup
 * test renders each); were one not, the part takes its first state's
 * classes rather than none.
 */
export function classReader<T extends Table>(table: T) {
  return <S extends keyof T & string>(specimen: S, part: keyof T[S] & string, state: PartState = {}): string => {
    const { dims, values } = table[specimen]![part]!;
    return values[stateKey(dims, state)] ?? Object.values(values)[0] ?? '';
  };
}
