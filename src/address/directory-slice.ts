/**
 * The directory's slice of an address: its category tab and its search
 * (`?category=cost-efficiency&q=cpc`), so a reload, back/forward or a
 * shared link shows the same list. Read as the first paint's script reads
 * it (./paint-slices.ts).
 */
import { directoryAtPaint, type DirectoryAddress } from './paint-slices';
import type { AddressSlice } from './slice';

export type { DirectoryAddress };

export const directorySlice: AddressSlice<DirectoryAddress> = {
  owns: (name) => name === 'category' || name === 'q',
  decode: directoryAtPaint.decode,
  encode({ category, query }) {
    const params = new URLSearchParams();
    if (category) params.set('category', category);
    if (query) params.set('q', query);
    return params;
  },
};
