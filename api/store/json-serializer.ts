/**
 * The whole data file as compact JSON in UTF-8 chunks, for the group-commit
 * adapter: the three lists and the idempotency keys come from their encoded
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
  idempotencyKeys: Chunked;
  /** Unknown top-level keys and their values, written after the known ones. */
  otherKeys: readonly [string, unknown][];
}

/** A serializer that writes `store` in the file's shape (store-data.ts). */
export function storeSerializer(store: EncodedStore): () => Buffer[] {
  const open = Buffer.from('{"contactSubmissions":[');
  const requests = Buffer.from('],"calculatorRequests":[');
  const drafts = Buffer.from('],"drafts":[');
  const keys = Buffer.from('],"idempotencyKeys":{');
  const close = Buffer.from(`}${store.otherKeys.map(([key, value]) => `,${JSON.stringify(key)}:${JSON.stringify(value)}`).join('')}}`);
  return () => {
    const draftChunks = store.drafts.chunks();
    return [
      open,
      ...store.contactSubmissions.chunks(),
      requests,
      ...store.calculatorRequests.chunks(),
      // A file without drafts keeps the shape it had before the studio.
      ...(draftChunks.length > 0 ? [drafts, ...draftChunks] : []),
      keys,
      ...store.idempotencyKeys.chunks(),
      close,
    ];
  };
}
