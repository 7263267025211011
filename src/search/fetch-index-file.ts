/**
 * The index is data, fetched as JSON, not bundled as JS: the bundler's runtime would otherwise carry a name and a
 * hash for each of its ~120 files on every page. Fetched in the default CORS mode, which the search page's
 * `<link rel=preload as=fetch crossorigin>` matches.
 */
export async function fetchIndexFile<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`search index: ${url} answered ${response.status}`);
  return (await response.json()) as T;
}
