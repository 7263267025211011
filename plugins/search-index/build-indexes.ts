import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import {
  INDEX_OPTIONS,
  nameIndexFiles,
  packIndex,
  toIndexedDocuments,
  type IndexedDocument,
  type NamedIndexFiles,
  type Product,
  type SearchRecord,
} from '../../src/build-interface';
import { extractRecords, type PageInput } from './extract-records';

/** An area's index as built: its head, and the name of the head's file. */
export type BuiltArea = Omit<NamedIndexFiles, 'files'>;

export interface AreaInput {
  product: Product;
  /** The area's listed pages, each with its MDX source and where that is (site-relative), for errors. */
  pages: (Omit<PageInput, 'product' | 'language'> & { path: string })[];
}

export interface IndexBuildInput {
  language: string;
  areas: AreaInput[];
  /** Production: file names carry their content's hash (src/search/index-format.ts). */
  hashInNames: boolean;
  /** The name each area's head is to have, if decided beforehand (`inputHeadNames`); else it is named by content. */
  headFiles?: Partial<Record<Product, string>>;
}

export interface BuiltIndexes {
  /** Every index file, as name and JSON text. */
  files: [name: string, data: string][];
  areas: Record<Product, BuiltArea>;
  /** Every area's records, for `npm run search:push`. */
  records: SearchRecord[];
  /** How long the build took, in the thread that ran it. */
  ms: number;
}

export const hashText = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** `:line:column` of a parse error (micromark's VFileMessage), if it has one. */
function placeOf(error: unknown): string {
  const { line, column } = (error ?? {}) as { line?: unknown; column?: unknown };
  return typeof line === 'number' ? `:${line}${typeof column === 'number' ? `:${column}` : ''}` : '';
}

/** The records of each area's pages, and the MiniSearch index of each area packed into its files. */
export function buildIndexes({ language, areas, hashInNames, headFiles }: IndexBuildInput): BuiltIndexes {
  const started = performance.now();
  const records: SearchRecord[] = [];
  const files: [string, string][] = [];
  const built: Partial<Record<Product, BuiltArea>> = {};
  for (const { product, pages } of areas) {
    const areaRecords = pages.flatMap((page) => {
      try {
        return extractRecords({ ...page, language, product });
      } catch (error) {
        throw new Error(`${page.path}${placeOf(error)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    });
    const { pages: entries, documents } = toIndexedDocuments(areaRecords);
    const index = new MiniSearch<IndexedDocument>(INDEX_OPTIONS);
    index.addAll(documents);
    const packed = packIndex(index.toJSON(), entries, language);
    const { files: areaFiles, ...area } = nameIndexFiles(product, packed, { hash: hashText, hashInNames }, headFiles?.[product]);
    built[product] = area;
    files.push(...areaFiles);
    records.push(...areaRecords);
  }
  return { files, areas: built as Record<Product, BuiltArea>, records, ms: performance.now() - started };
}

/**
 * Names for each area's head decided from what the index is built from (the pages, their sources, the language) and
 * from the code that builds it (`codeVersion`), before it is built: the same inputs always give the same index, so
 * the name changes whenever the head's content can. This lets a production build publish the heads' names while
 * the index is still being built.
 */
export function inputHeadNames(input: Pick<IndexBuildInput, 'language' | 'areas'>, codeVersion: string): Record<Product, string> {
  return Object.fromEntries(
    input.areas.map(({ product, pages }) => [
      product,
      `${product}.${hashText(JSON.stringify([codeVersion, input.language, pages]))}.json`,
    ]),
  ) as Record<Product, string>;
}
