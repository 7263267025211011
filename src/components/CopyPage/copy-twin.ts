/**
 * Puts the text at `url` on the clipboard. Safari only lets a page write to the clipboard during the click itself, so
 * the write starts at once with the download as its pending content (ClipboardItem); a browser without ClipboardItem
 * downloads first, then writes. Rejects when either fails.
 */
export function copyTwin(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    // Re-typed: the server's `text/markdown` is not a type the clipboard takes.
    const blob = text.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  }
  return text.then((markdown) => navigator.clipboard.writeText(markdown));
}
