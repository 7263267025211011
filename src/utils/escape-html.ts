const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text or an attribute value as HTML, escaped as React escapes it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

const UNESCAPES = Object.fromEntries(Object.entries(ESCAPES).map(([character, entity]) => [entity, character]));

/** The text of what escapeHtml made. */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => UNESCAPES[entity]!);
}
