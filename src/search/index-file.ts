import type { AsPlainObject } from 'minisearch';
import type { PageEntry, StoredFields } from './minisearch-options';

/**
 * The wire format of an area's index: MiniSearch's own JSON re-shaped so that gzip can do its job. Document ids
 * are 0..n-1 (so the id table is implied), per-document data is kept in columns, and each term's postings are
 * delta-encoded document ids, where a negative delta means that the term frequency follows (1 is left out).
 * On the docs of this site this is about 30% smaller than `toJSON()` once compressed.
 */
export interface AreaIndexFile {
  pages: PageEntry[];
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Per document: the length of each field, in field-id order. */
  fieldLength: number[][];
  stored: { [K in keyof StoredFields]: StoredFields[K][] };
  /** [term, postings of field 0, postings of field 1, ...]; 0 where the field has no posting for the term. */
  terms: [string, ...(number[] | 0)[]][];
}

/** The stored fields, in the order the file keeps their columns. */
export const STORED_KEYS = ['p', 'a', 't', 'h', 'c'] as const satisfies readonly (keyof StoredFields)[];

function encodePostings(postings: Record<string, number> | undefined): number[] | 0 {
  if (!postings) return 0;
  const ids = Object.keys(postings)
    .map(Number)
    .sort((a, b) => a - b);
  const out: number[] = [];
  let previous = 0;
  for (const id of ids) {
    const frequency = postings[id]!;
    // A delta of 0 (the first document, id 0) cannot carry a sign: ids are stored shifted by one.
    const delta = id + 1 - previous;
    if (frequency === 1) out.push(delta);
    else out.push(-delta, frequency);
    previous = id + 1;
  }
  return out;
}

/** A term's postings in one field: document short id to term frequency. */
export function decodePostings(encoded: number[]): Map<number, number> {
  const postings = new Map<number, number>();
  let previous = 0;
  for (let i = 0; i < encoded.length; i++) {
    const value = encoded[i]!;
    const shifted = previous + Math.abs(value);
    postings.set(shifted - 1, value < 0 ? encoded[++i]! : 1);
    previous = shifted;
  }
  return postings;
}

/** Node side (plugins/search-index): MiniSearch's `toJSON()` into the wire format. */
export function packIndex(index: AsPlainObject, pages: PageEntry[]): AreaIndexFile {
  const count = index.nextId;
  const ids = Array.from({ length: count }, (_, shortId) => shortId);
  if (ids.some((shortId) => index.documentIds[shortId] !== shortId)) {
    throw new Error('search index: document ids must be 0..n-1 in insertion order');
  }
  const fieldCount = Object.keys(index.fieldIds).length;
  const storedOf = (shortId: number) => index.storedFields[shortId] as unknown as StoredFields;
  const stored = Object.fromEntries(STORED_KEYS.map((key) => [key, ids.map((shortId) => storedOf(shortId)[key])]));
  return {
    pages,
    documentCount: index.documentCount,
    fieldIds: index.fieldIds,
    averageFieldLength: index.averageFieldLength,
    fieldLength: ids.map((shortId) => index.fieldLength[shortId] ?? []),
    stored: stored as AreaIndexFile['stored'],
    terms: index.index.map(([term, byField]) => [
      term,
      ...Array.from({ length: fieldCount }, (_, field) => encodePostings(byField[field])),
    ]),
  };
}

/** Everything in the file but the terms. */
export type AreaIndexHead = Omit<AreaIndexFile, 'terms'>;

/**
 * The file as the browser downloads it: a JSON array of JSON texts, the head first, then the terms in parts. One
 * JSON.parse of the whole docs index was a single task of about 150 ms on a throttled phone CPU; the bundle's
 * JSON.parse now only reads the array's strings, and the parts are parsed one per slice of the load
 * (./packed-minisearch.ts). A JSON file, not a JS module, so the bundler does not transpile it.
 */
export type IndexParts = string[];

const TERMS_PER_PART = 1000;

export function toIndexParts(file: AreaIndexFile): IndexParts {
  const { terms, ...head } = file;
  const parts = [JSON.stringify(head)];
  for (let i = 0; i < terms.length; i += TERMS_PER_PART) parts.push(JSON.stringify(terms.slice(i, i + TERMS_PER_PART)));
  return parts;
}
