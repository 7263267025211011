import MiniSearch, { type Options } from 'minisearch';
import { decodePostings, STORED_KEYS, type AreaIndexFile } from './index-file';

/** Lets the browser run other work (input, rendering) between slices of the load. */
export type YieldToMain = () => Promise<void>;

/** Terms between two looks at the clock; a slice of loading runs for about SLICE_MS before yielding. */
const TERMS_PER_CHECK = 256;
const SLICE_MS = 25;

/**
 * MiniSearch loaded straight from the wire format (./index-file.ts) into its maps. `MiniSearch.loadJS` would take
 * every posting through a string-keyed object first, and run as one task: on the docs index, about 280 ms of
 * blocking on a throttled phone CPU, where this spends about half that, in slices of at most ~25 ms.
 * It sets MiniSearch's protected state as its own `loadJS` does; tests compare the results of
 * every query with the index the file was packed from.
 */
export class PackedMiniSearch<T> extends MiniSearch<T> {
  static async fromPacked<T>(file: AreaIndexFile, options: Options<T>, yieldToMain: YieldToMain): Promise<PackedMiniSearch<T>> {
    const search = new PackedMiniSearch<T>(options);
    search.loadHeader(file);
    search.loadDocuments(file);
    await search.loadTerms(file, yieldToMain);
    return search;
  }

  protected loadHeader(file: AreaIndexFile): void {
    this._documentCount = file.documentCount;
    this._nextId = file.fieldLength.length;
    this._fieldIds = file.fieldIds;
    this._avgFieldLength = file.averageFieldLength;
    this._dirtCount = 0;
  }

  protected loadDocuments(file: AreaIndexFile): void {
    file.fieldLength.forEach((lengths, shortId) => {
      this._documentIds.set(shortId, shortId);
      this._idToShortId.set(shortId, shortId);
      this._fieldLength.set(shortId, lengths);
      const fields: Record<string, unknown> = {};
      for (const key of STORED_KEYS) fields[key] = file.stored[key][shortId];
      this._storedFields.set(shortId, fields);
    });
  }

  protected async loadTerms(file: AreaIndexFile, yieldToMain: YieldToMain): Promise<void> {
    let sliceStart = performance.now();
    for (let t = 0; t < file.terms.length; t++) {
      const [term, ...byField] = file.terms[t]!;
      const fields = new Map<number, Map<number, number>>();
      byField.forEach((encoded, field) => {
        if (encoded !== 0) fields.set(field, decodePostings(encoded));
      });
      this._index.set(term, fields);
      if (t % TERMS_PER_CHECK === TERMS_PER_CHECK - 1 && performance.now() - sliceStart > SLICE_MS) {
        await yieldToMain();
        sliceStart = performance.now();
      }
    }
  }
}

type Scheduler = { yield?: () => Promise<void> };

/** `scheduler.yield()` where the browser has it (its continuation runs before other queued tasks), else a task. */
export const yieldToMain: YieldToMain = () => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
