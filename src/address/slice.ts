/**
 * A page's address as slices: each part of a page that keeps something in
 * the address (the calculator's state, the plan, the number setting, the
 * directory's filter) owns the parameters of one slice, reads only them and
 * writes only them. A slice is a codec in the manner of zod 4's `z.codec`:
 * `decode` and `encode` round-trip. Pure: ./read.ts and ./write.ts are the one code
 * that reads and writes the browser's address.
 */

/** One slice of an address: which parameters are its own, and its value to and from them. */
export interface AddressSlice<T> {
  /** Whether the parameter `name` is this slice's. */
  owns(name: string): boolean;
  /** The slice's value in an address's parameters; the other slices' parameters are ignored. */
  decode(params: URLSearchParams): T;
  /** The slice's parameters for `value`, in the order the address writes them. */
  encode(value: T): URLSearchParams;
}

/** A slice with the value to write: what ./write.ts `writeAddress` takes. */
export interface SliceWrite {
  owns(name: string): boolean;
  params: URLSearchParams;
}

/** `value` of `slice`, ready to be written. */
export const sliceWrite = <T>(slice: AddressSlice<T>, value: T): SliceWrite => ({
  owns: (name) => slice.owns(name),
  params: slice.encode(value),
});

/** The parameters of `params` that `slice` owns, in their order: a slice carried on as it is (a plan's step). */
export const sliceParams = (slice: Pick<AddressSlice<unknown>, 'owns'>, params: URLSearchParams): [string, string][] =>
  [...params].filter(([name]) => slice.owns(name));

/**
 * The query (`?…`, or '' for none) of `current` with the slices of `writes`
 * replaced: their parameters, in their order, `before` or after the
 * parameters of `current` that none of them owns, which stay as they were.
 */
export function withSlices(current: string, writes: readonly SliceWrite[], place: 'before' | 'after' = 'before'): string {
  const kept = [...new URLSearchParams(current)].filter(([name]) => !writes.some((write) => write.owns(name)));
  const written = writes.flatMap((write) => [...write.params]);
  const query = new URLSearchParams(place === 'before' ? [...written, ...kept] : [...kept, ...written]).toString();
  return query === '' ? '' : `?${query}`;
}
