/**
 * The whole data file as compact JSON in UTF-8 chunks, for the group-commit
 * adapter: the three lists, the usage counts and the idempotency keys come from their encoded
 * lists (json-encoded-list.ts), which re-encode only what changed since the
 * last commit; the top-level keys this version does not know are encoded
 * once, when the file is opened, since the store never changes them.
 */

/** One encoded list: its items' JSON, comma separated, without brackets (an EncodedList). */
interface Chunked {
  chunks(): Buffer[];
}

/** The encoded parts of the data file. */
export interface EncodedStore {
  contactSubmissions: Chunked;
  calculatorRequests: Chunked;
  drafts: Chunked;
  usage: Chunked;
  idempotencyKeys: Chunked;
  /** Unknown top-level keys and their values, written after the known ones. */
  otherKeys: readonly [string, unknown][];
}

/** A serializer that writes `store` in the file's shape (store-data.ts). */
export function storeSerializer(store: EncodedStore): () => Buffer[] {
  const text = (value: string) => Buffer.from(value);
  const open = text('{"contactSubmissions":[');
  const requests = text('],"calculatorRequests":[');
  const listEnd = text(']');
  const drafts = text(',"drafts":[');
  const usage = text(',"usage":{');
  const objectEnd = text('}');
  const keys = text(',"idempotencyKeys":{');
  const close = text(`}${store.otherKeys.map(([key, value]) => `,${JSON.stringify(key)}:${JSON.stringify(value)}`).join('')}}`);
  return () => {
    // A file without drafts or usage counts keeps the shape it had before them.
    const draftChunks = store.drafts.chunks();
    const usageChunks = store.usage.chunks();
    return [
      open,
      ...store.contactSubmissions.chunks(),
      requests,
      ...store.calculatorRequests.chunks(),
      listEnd,
      ...(draftChunks.length > 0 ? [drafts, ...draftChunks, listEnd] : []),
      ...(usageChunks.length > 0 ? [usage, ...usageChunks, objectEnd] : []),
      keys,
      ...store.idempotencyKeys.chunks(),
      close,
    ];
  };
}
