/** What plugins/translation-status gives the status page. */
export interface StatusPageEntry {
  /** Site-relative English source file, e.g. `docs/basics/index.md`. */
  english: string;
  /** The page in that locale, or null when the docs plugin does not list it. */
  url: string | null;
  /** The English source file in the repository. */
  sourceUrl: string;
  /** For an outdated page: date of the English version it was translated from. */
  sourceDate?: string | null;
}

export interface StatusPageArea {
  area: string;
  total: number;
  current: number;
  outdated: StatusPageEntry[];
  untranslated: StatusPageEntry[];
}

export interface StatusPageData {
  locales: { locale: string; areas: StatusPageArea[] }[];
  orphans: { locale: string; translation: string; english: string }[];
}
