import MiniSearch, { type Options } from 'minisearch';
import { decodePostings, STORED_KEYS, type AreaIndexFile, type AreaIndexHead, type IndexParts } from './index-file';
import type { PageEntry } from './minisearch-options';

/** Lets the browser run other work (input, rendering) between slices of the load. */
export type YieldToMain = () => Promise<void>;

/**
 * Terms between two looks at the clock; a slice of loading runs for about SLICE_MS before yielding. Short slices
 * keep a key press waiting at most ~10 ms, and stay under the 50 ms of a long task on a phone 4x slower than the
 * machine (Lighthouse's mobile simulation multiplies what it sees by 4).
 */
const TERMS_PER_CHECK = 128;
const SLICE_MS = 10;

/**
 * MiniSearch loaded straight from the wire format (./index-file.ts) into its maps. `MiniSearch.loadJS` would take
 * every posting through a string-keyed object first, and run as one task: on the docs index, about 280 ms of
 * blocking on a throttled phone CPU, where this spends about half that, in slices of about 10 ms (a part of the
 * JSON is parsed, and 128 terms are loaded, between two looks at the clock).
 * It sets MiniSearch's protected state as its own `loadJS` does; tests compare the results of
 * every query with the index the file was packed from.
 */
export class PackedMiniSearch<T> extends MiniSearch<T> {
  /** The index and page table of an area, from the parts of its index module. */
  static async fromParts<T>(
    parts: IndexParts,
    options: Options<T>,
    yieldToMain: YieldToMain,
  ): Promise<{ search: PackedMiniSearch<T>; pages: PageEntry[] }> {
    // Not in the task that evaluated the index chunk, whose parse is already long.
    await yieldToMain();
    const slices = slicer(yieldToMain);
    const [headJson, ...termParts] = parts;
    // A default head would load an index with no documents and fail later, far from the cause.
    if (headJson === undefined) throw new Error('search index: the index file has no parts');
    const head = JSON.parse(headJson) as AreaIndexHead;
    const search = new PackedMiniSearch<T>(options);
    search.loadHeader(head);
    search.loadDocuments(head);
    for (const part of termParts) {
      await slices.pauseIfDue();
      await search.loadTerms(JSON.parse(part) as AreaIndexFile['terms'], slices);
    }
    return { search, pages: head.pages };
  }

  protected loadHeader(head: AreaIndexHead): void {
    this._documentCount = head.documentCount;
    this._nextId = head.fieldLength.length;
    this._fieldIds = head.fieldIds;
    this._avgFieldLength = head.averageFieldLength;
    this._dirtCount = 0;
  }

  protected loadDocuments(file: AreaIndexHead): void {
    file.fieldLength.forEach((lengths, shortId) => {
      this._documentIds.set(shortId, shortId);
      this._idToShortId.set(shortId, shortId);
      this._fieldLength.set(shortId, lengths);
      const fields: Record<string, unknown> = {};
      for (const key of STORED_KEYS) fields[key] = file.stored[key][shortId];
      this._storedFields.set(shortId, fields);
    });
  }

  protected async loadTerms(terms: AreaIndexFile['terms'], slices: Slicer): Promise<void> {
    for (let t = 0; t < terms.length; t++) {
      const [term, ...byField] = terms[t]!;
      const fields = new Map<number, Map<number, number>>();
      byField.forEach((encoded, field) => {
        if (encoded !== 0) fields.set(field, decodePostings(encoded));
      });
      this._index.set(term, fields);
      if (t % TERMS_PER_CHECK === TERMS_PER_CHECK - 1) await slices.pauseIfDue();
    }
  }
}

interface Slicer {
  /** Yields to the browser when the current slice has run for SLICE_MS. */
  pauseIfDue(): Promise<void>;
}

function slicer(yieldToMain: YieldToMain): Slicer {
  let sliceStart = performance.now();
  return {
    async pauseIfDue() {
      if (performance.now() - sliceStart <= SLICE_MS) return;
      await yieldToMain();
      sliceStart = performance.now();
    },
  };
}

type Scheduler = { yield?: () => Promise<void> };

/** `scheduler.yield()` where the browser has it (its continuation runs before other queued tasks), else a task. */
export const yieldToMain: YieldToMain = () => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
