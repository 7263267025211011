import MiniSearch, { type Options } from 'minisearch';
import { browserIdle } from '../prefetch/queue';
import {
  DISPLAY_FILE_DOCS,
  decodePostings,
  termFilesOf,
  type AreaIndexHead,
  type DisplayFields,
  type DisplayFile,
  type TermFile,
} from './index-format';
import { isFuzzyWord, queryGroups, type PageEntry, type QueryGroup } from './minisearch-options';
import { onceUnlessRejected } from './once-unless-rejected';

/** Lets the browser run other work (input, rendering) between slices of the load. */
export type YieldToMain = () => Promise<void>;

/**
 * Downloads the files of an area's index after its head (./index-format.ts). A query asks for its files at high
 * priority and the background load at low, so that over HTTP/1.1's six connections a query's files are sent
 * before the background's next ones.
 */
export interface AreaFileLoader {
  terms(file: number, priority: RequestPriority): Promise<TermFile>;
  display(file: number, priority: RequestPriority): Promise<DisplayFile>;
}

/**
 * Terms between two looks at the clock; a slice of loading runs for about SLICE_MS before yielding. Short slices keep a
 * key press from waiting long, and stay under the 50 ms of a long task on a phone 4x slower than the machine
 * (Lighthouse's mobile simulation multiplies what it sees by 4). Slices overrun their budget by the terms since the
 * last check and by the odd garbage collection (by how much: scripts/bench/README.md), so the budget leaves room for
 * that.
 */
const TERMS_PER_CHECK = 32;
const SLICE_MS = 6;
/** Files downloaded at once in the background: a query's own files never wait behind more than a browser's six. */
const BACKGROUND_DOWNLOADS = 4;

/**
 * MiniSearch loaded straight from the wire format into its maps. `MiniSearch.loadJS` would take every posting
 * through a string-keyed object first, and need the whole index at once. It sets MiniSearch's protected state as
 * its own `loadJS` does; tests compare the results of every query with the index the files were packed from.
 */
class TermLoadingMiniSearch<T> extends MiniSearch<T> {
  constructor(options: Options<T>, head: AreaIndexHead) {
    super(options);
    this._documentCount = head.documentCount;
    this._nextId = head.fieldLength.length;
    this._fieldIds = head.fieldIds;
    this._avgFieldLength = head.averageFieldLength;
    this._dirtCount = 0;
    head.fieldLength.forEach((lengths, shortId) => {
      this._documentIds.set(shortId, shortId);
      this._idToShortId.set(shortId, shortId);
      this._fieldLength.set(shortId, lengths);
      const p = head.p[shortId]!;
      // What ranking reads (searchOptions): page, record type, and the language of the page's text.
      this._storedFields.set(shortId, { p, t: head.t[shortId], l: head.pages[p]?.[3] });
    });
  }

  async loadTerms(terms: TermFile, slices: Slicer): Promise<void> {
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

  /** Whether a loaded term starts with this word. */
  hasPrefix(word: string): boolean {
    return !this._index.atPrefix(word).keys().next().done;
  }
}

/**
 * An area's search index as the browser holds it: the head at once, then the term files each query needs, and
 * the display files of the hits it shows. Once a query is answered, the rest downloads in the background, so
 * later queries wait for nothing and typos are matched across the whole index.
 */
export class AreaIndex<T> {
  readonly search: TermLoadingMiniSearch<T>;
  readonly pages: PageEntry[];
  /** The locale the index serves: queries run with its options (searchOptions). */
  readonly language: string;
  /**
   * Each file is downloaded (and its terms loaded) once, at the priority of whoever asked first; a failed
   * download is tried again when next needed.
   */
  private readonly loadTermFile: (file: number, priority: RequestPriority) => Promise<void>;
  private readonly loadDisplayFile: (file: number, priority: RequestPriority) => Promise<DisplayFile>;
  private restStarted = false;

  private constructor(
    private readonly head: AreaIndexHead,
    options: Options<T>,
    files: AreaFileLoader,
    yieldToMain: YieldToMain,
  ) {
    this.search = new TermLoadingMiniSearch<T>(options, head);
    this.pages = head.pages;
    this.language = head.language;
    this.loadTermFile = onceUnlessRejected((file: number, priority: RequestPriority) =>
      files.terms(file, priority).then((terms) => this.search.loadTerms(terms, slicer(yieldToMain))),
    );
    this.loadDisplayFile = onceUnlessRejected((file: number, priority: RequestPriority) => files.display(file, priority));
  }

  static async fromHead<T>(head: AreaIndexHead, options: Options<T>, files: AreaFileLoader, yieldToMain: YieldToMain): Promise<AreaIndex<T>> {
    // A head with no term files would load an index that never matches, and fail far from the cause.
    if (!head.termFileStarts?.length) throw new Error('search index: the head names no term files');
    // Not in the task that parsed the head.
    await yieldToMain();
    return new AreaIndex(head, options, files, yieldToMain);
  }

  /**
   * Loads the term files this query's words fall in, so its exact and prefix matches are all there. A word long
   * enough for typos that matches nothing there (an identifier: neither whole nor by its words) waits for every
   * file: its typo matches may be anywhere.
   */
  async prepare(query: string): Promise<void> {
    const groups = queryGroups(query);
    const terms = groups.flatMap(({ term, words }) => [term, ...words]);
    const needed = new Set(terms.flatMap((term) => termFilesOf(term, this.head.termFileStarts)));
    await Promise.all([...needed].map((file) => this.loadTermFile(file, 'high')));
    const found = ({ term, words }: QueryGroup) =>
      this.search.hasPrefix(term) || (words.length > 0 && words.every((word) => this.search.hasPrefix(word)));
    if (groups.some((group) => !found(group) && [group.term, ...group.words].some(isFuzzyWord))) {
      await Promise.all(this.head.termFileStarts.map((_, file) => this.loadTermFile(file, 'high')));
    }
  }

  /** What the hit of this document shows, from its display file. */
  async displayFields(id: number): Promise<DisplayFields> {
    const file = await this.loadDisplayFile(Math.floor(id / DISPLAY_FILE_DOCS), 'high');
    const [a, h, c] = file[id % DISPLAY_FILE_DOCS] ?? ['', [], ''];
    return { a, h, c };
  }

  /**
   * Downloads, in the background, every file no query has needed yet. It starts once the browser is idle, and on
   * the search page once its first results are painted (the page holds prefetching until then), so it never
   * competes with them for the network.
   */
  loadRest(): void {
    if (this.restStarted) return;
    this.restStarted = true;
    // A failed download is retried by the query that needs the file.
    browserIdle(() => void this.complete().catch(() => undefined));
  }

  /** Downloads every file not downloaded yet, a few at a time; resolves when all are in. */
  async complete(): Promise<void> {
    const queue: Array<() => Promise<unknown>> = [
      ...this.head.termFileStarts.map((_, file) => () => this.loadTermFile(file, 'low')),
      ...this.head.displayFiles.map((_, file) => () => this.loadDisplayFile(file, 'low')),
    ];
    const worker = async (): Promise<void> => {
      for (let next = queue.shift(); next; next = queue.shift()) await next();
    };
    await Promise.all(Array.from({ length: BACKGROUND_DOWNLOADS }, worker));
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

export { yieldToMain } from '../utils/yield-to-main';
