/**
 * The compact JSON of one list (the items between its brackets, comma
 * separated) as UTF-8 chunks, kept up to date incrementally so a commit
 * encodes only what changed since the last one.
 *
 * Why chunks and not one string: a string grown by appending is a rope that
 * must be flattened and encoded whole on every commit, which at 10k records
 * cost 40% of the server's time. Appended items form a new chunk, and chunks
 * are merged like a binary counter (a chunk no larger than the one after it
 * is merged into it), so n items are O(log n) chunks and each byte is copied
 * O(log n) times. Changing, removing or inserting one item re-encodes only
 * the chunk that holds it; the newest items, the ones most often changed,
 * sit in the smallest chunks. Chunks stop at about MAX_CHUNK_BYTES (a big
 * file read at open is cut into such chunks too), so changing an old item
 * costs at most that much encoding: a single 40 MB chunk for 100k records
 * made marking one of them read take 0.8 s.
 */

/** About the largest chunk, in UTF-16 code units of JSON (so about bytes). */
const MAX_CHUNK_BYTES = 1 << 20;

interface Chunk {
  bytes: Buffer;
  /** How many items it holds. */
  count: number;
}

/** The encoded form of `items`, an array the owner changes and then reports (changed / inserted / removed) before the next `chunks()`. */
export class EncodedList<T> {
  readonly #items: readonly T[];
  readonly #encode: (item: T) => string;
  #chunks: Chunk[] = [];
  /** Items encoded: always a prefix of `#items`; the rest are appended by the next `chunks()`. */
  #count = 0;

  /** `encode` gives one item's JSON text. */
  constructor(items: readonly T[], encode: (item: T) => string) {
    this.#items = items;
    this.#encode = encode;
  }

  /** The items' JSON, comma separated, without brackets. */
  chunks(): Buffer[] {
    const items = this.#items;
    const chunks = this.#chunks;
    let parts: string[] = [];
    let length = 0;
    let first = this.#count;
    for (let i = this.#count; i < items.length; i += 1) {
      const part = this.#encode(items[i]!);
      parts.push(part);
      length += part.length + 1;
      if (length >= MAX_CHUNK_BYTES || i === items.length - 1) {
        chunks.push({ bytes: Buffer.from(`${first > 0 ? ',' : ''}${parts.join(',')}`), count: i + 1 - first });
        this.#merge();
        parts = [];
        length = 0;
        first = i + 1;
      }
    }
    this.#count = items.length;
    return chunks.map((chunk) => chunk.bytes);
  }

  /** The item at `index` changed in place. */
  changed(index: number): void {
    const found = this.#chunkAt(index);
    if (found) this.#reencode(found.chunk, found.start);
  }

  /** An item was inserted at `index` (the ones from there on moved up by one). */
  inserted(index: number): void {
    if (index >= this.#count) return; // beyond the encoded prefix: the next chunks() appends it
    const found = this.#chunkAt(index)!;
    found.chunk.count += 1;
    this.#count += 1;
    this.#reencode(found.chunk, found.start);
  }

  /** The item at `index` was removed (the ones after it moved down by one). */
  removed(index: number): void {
    const found = this.#chunkAt(index);
    if (!found) return;
    found.chunk.count -= 1;
    this.#count -= 1;
    if (found.chunk.count > 0) {
      this.#reencode(found.chunk, found.start);
      return;
    }
    this.#chunks.splice(this.#chunks.indexOf(found.chunk), 1);
    // Every chunk but the first starts with the comma that separates it from the one before.
    const first = this.#chunks[0];
    if (found.start === 0 && first) first.bytes = first.bytes.subarray(1);
  }

  /** Forget everything encoded (after the array was changed in more than one place). */
  reset(): void {
    this.#chunks = [];
    this.#count = 0;
  }

  /** Merges the last chunk into the one before while that one is no larger and the two fit in MAX_CHUNK_BYTES. */
  #merge(): void {
    const chunks = this.#chunks;
    for (;;) {
      const last = chunks[chunks.length - 1];
      const before = chunks[chunks.length - 2];
      if (!last || !before || before.bytes.length > last.bytes.length || before.bytes.length + last.bytes.length > MAX_CHUNK_BYTES) return;
      chunks.splice(-2, 2, { bytes: Buffer.concat([before.bytes, last.bytes]), count: before.count + last.count });
    }
  }

  #chunkAt(index: number): { chunk: Chunk; start: number } | undefined {
    if (index < 0 || index >= this.#count) return undefined;
    let start = 0;
    for (const chunk of this.#chunks) {
      if (index < start + chunk.count) return { chunk, start };
      start += chunk.count;
    }
    return undefined;
  }

  #reencode(chunk: Chunk, start: number): void {
    const parts: string[] = [];
    for (let i = start; i < start + chunk.count; i += 1) parts.push(this.#encode(this.#items[i]!));
    chunk.bytes = Buffer.from(`${start > 0 ? ',' : ''}${parts.join(',')}`);
  }
}
