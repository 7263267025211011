import type { AsPlainObject } from 'minisearch';
import type { PageEntry, StoredFields } from './minisearch-options';
import type { Product, RecordType } from './record';

/**
 * The wire format of an area's index: MiniSearch's own JSON re-shaped so that gzip can do its job, and split so
 * that a query downloads only what it needs (the way Pagefind splits its index).
 * - The head: what ranking needs for every document (field lengths, page number, record type), the page table (with
 *   the language of each page's text) and the locale the index serves.
 * - Term files: the terms, sorted, cut into files of about TERM_FILE_CHARS. A word needs the file(s) its prefix
 *   range falls in; fuzzy matches across files arrive once every file is in (./area-index-loader.ts).
 * - Display files: what a hit shows (anchor, sub-headings, start of the text), DISPLAY_FILE_DOCS documents each;
 *   a query downloads those of the hits it shows.
 * Document ids are 0..n-1 (so the id table is implied), per-document data is kept in columns, and each term's
 * postings are delta-encoded document ids, where a negative delta means that the term frequency follows (1 is
 * left out). On the docs of this site this is smaller than `toJSON()` once compressed (scripts/bench/README.md).
 */
export interface AreaIndexHead {
  /** The locale the index serves (its records' `language`): sections whose text is in another rank lower. */
  language: string;
  pages: PageEntry[];
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Per document: the length of each field, in field-id order. */
  fieldLength: number[][];
  /** Per document, the stored fields ranking reads: its page number and its record type. */
  p: number[];
  t: RecordType[];
  /** The first term of each term file: file i holds the terms from termFileStarts[i] up to termFileStarts[i + 1]. */
  termFileStarts: string[];
  /** The names of the term files, beside the head's own (see `nameIndexFiles`). */
  termFiles: string[];
  /** The names of the display files: document d is in file Math.floor(d / DISPLAY_FILE_DOCS). */
  displayFiles: string[];
  /** Changes whenever any file of the area does (the dev server rewrites files under the same names). */
  version: string;
}

/** [term, postings of field 0, postings of field 1, ...]; 0 where the field has no posting for the term. */
export type TermEntry = [string, ...(number[] | 0)[]];
/** Terms in code-unit order. */
export type TermFile = TermEntry[];

/** The stored fields a hit shows, but ranking does not read. */
export type DisplayFields = Pick<StoredFields, 'a' | 'h' | 'c'>;
/** Per document of the file: anchor, sub-headings, start of the text. */
export type DisplayFile = [a: string, h: (string | null)[], c: string][];

export interface PackedArea {
  head: Omit<AreaIndexHead, 'termFiles' | 'displayFiles' | 'version'>;
  termFiles: TermFile[];
  displayFiles: DisplayFile[];
}

/** Per term file: a word is one small download, an area a few dozen files (sizes: scripts/bench/README.md). */
const TERM_FILE_CHARS = 24_000;
/** Per display file: the hits a query shows fall in a few small files (sizes: scripts/bench/README.md). */
export const DISPLAY_FILE_DOCS = 32;

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

/** Code-unit order, the order `termFileStarts` is searched in. */
const compareTerms = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function splitTerms(terms: TermEntry[]): TermFile[] {
  const files: TermFile[] = [];
  let current: TermFile = [];
  let chars = 0;
  for (const entry of terms) {
    const size = JSON.stringify(entry).length;
    if (current.length > 0 && chars + size > TERM_FILE_CHARS) {
      files.push(current);
      current = [];
      chars = 0;
    }
    current.push(entry);
    chars += size;
  }
  // An area with no terms still has one (empty) file, so every word has a file to look in.
  files.push(current);
  return files;
}

/** Node side (plugins/search-index): MiniSearch's `toJSON()` of an index of this locale into the wire format. */
export function packIndex(index: AsPlainObject, pages: PageEntry[], language: string): PackedArea {
  const count = index.nextId;
  const ids = Array.from({ length: count }, (_, shortId) => shortId);
  if (ids.some((shortId) => index.documentIds[shortId] !== shortId)) {
    throw new Error('search index: document ids must be 0..n-1 in insertion order');
  }
  const fieldCount = Object.keys(index.fieldIds).length;
  const stored = ids.map((shortId) => index.storedFields[shortId] as unknown as StoredFields);
  // The head keeps a section's text language on its page only (StoredFields.l).
  const mixed = stored.findIndex(({ p, l }) => pages[p]?.[3] !== l);
  if (mixed !== -1) throw new Error(`search index: document ${mixed} is not in the language of its page`);
  const terms = index.index
    .map(([term, byField]): TermEntry => [term, ...Array.from({ length: fieldCount }, (_, field) => encodePostings(byField[field]))])
    .sort(([a], [b]) => compareTerms(a, b));
  const termFiles = splitTerms(terms);
  const displayFiles: DisplayFile[] = [];
  for (let first = 0; first < count; first += DISPLAY_FILE_DOCS) {
    displayFiles.push(stored.slice(first, first + DISPLAY_FILE_DOCS).map(({ a, h, c }) => [a, h, c]));
  }
  return {
    head: {
      language,
      pages,
      documentCount: index.documentCount,
      fieldIds: index.fieldIds,
      averageFieldLength: index.averageFieldLength,
      fieldLength: ids.map((shortId) => index.fieldLength[shortId] ?? []),
      p: stored.map(({ p }) => p),
      t: stored.map(({ t }) => t),
      termFileStarts: termFiles.map((file) => file[0]?.[0] ?? ''),
    },
    termFiles,
    displayFiles,
  };
}

/**
 * How plugins/search-index names files: `hash` tags a text by its content; `hashInNames` puts it in each file's name
 * (`avalonia-terms-3.<hash>.json`, a production build), else names stay and only the head's `version` changes.
 */
export interface IndexFileNaming {
  hash: (text: string) => string;
  hashInNames: boolean;
}

/** The name of a file of the index, by the base name of what it holds (`avalonia`, `avalonia-terms-3`). */
function indexFileName(base: string, json: string, { hash, hashInNames }: IndexFileNaming): string {
  return hashInNames ? `${base}.${hash(json)}.json` : `${base}.json`;
}

export interface NamedIndexFiles {
  /** The name of the head's file; the head names the others. */
  headFile: string;
  head: AreaIndexHead;
  /** Every file of the area, head included: name and JSON text. */
  files: [name: string, json: string][];
}

/**
 * The files of an area as plugins/search-index writes them: the term and display files, and the head naming them.
 * The head is named by its content unless `headFile` names it (a production build decides it beforehand).
 */
export function nameIndexFiles(product: Product, packed: PackedArea, naming: IndexFileNaming, headFile?: string): NamedIndexFiles {
  const named = (base: string, data: unknown): [string, string] => {
    const json = JSON.stringify(data);
    return [indexFileName(base, json, naming), json];
  };
  const termFiles = packed.termFiles.map((file, i) => named(`${product}-terms-${i}`, file));
  const displayFiles = packed.displayFiles.map((file, i) => named(`${product}-display-${i}`, file));
  const others = [...termFiles, ...displayFiles];
  const head: AreaIndexHead = {
    ...packed.head,
    termFiles: termFiles.map(([file]) => file),
    displayFiles: displayFiles.map(([file]) => file),
    version: naming.hash(others.map(([, json]) => json).join('\n') + JSON.stringify(packed.head)),
  };
  const headJson = JSON.stringify(head);
  const name = headFile ?? indexFileName(product, headJson, naming);
  return { headFile: name, head, files: [[name, headJson], ...others] };
}

/**
 * The term files a word's matches can be in: the file its prefix range [word, word + U+FFFF) starts in, up to the
 * last file starting inside that range. Exact and prefix matches of the word are all in these files.
 */
export function termFilesOf(word: string, starts: readonly string[]): number[] {
  const lastStartingAtOrBefore = (term: string): number => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= term) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const first = lastStartingAtOrBefore(word);
  const last = lastStartingAtOrBefore(`${word}\uffff`);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
