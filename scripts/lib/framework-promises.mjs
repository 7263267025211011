// @ts-check
// What a page's prose says its projects target: "makes the project target .NET 8" promises net8.0, "without it, the
// templates target `net10.0`" promises nothing.

/**
 * @typedef {object} FrameworkPromise
 * @property {string} framework  e.g. "net8.0"
 * @property {number} line
 * @property {string} text       the words that promise it
 */

const TFM = String.raw`(?:\.NET\s+(\d+)(?:\.0)?(?![\d.]*\d)|\bnet(\d+)\.0(?![\w-]|\.\d))`;
/** Words that say what a project targets: "targets .NET 8", "a `net8.0` project", "`--framework net8.0`". */
const PROMISES = [
  new RegExp(String.raw`\btarget(?:s|ed|ing)?\s+(?:Avalonia\s+[\d.x]+\s+(?:on|and)\s+)?${TFM}`, 'gi'),
  new RegExp(String.raw`${TFM}\s+(?:project|app|application|solution)s?\b`, 'gi'),
  new RegExp(String.raw`(?:--framework|-f)[\s=]+${TFM}`, 'gi'),
];
/** Before a promise in its clause, these make it about some other case: "without it, ... target .NET 10". */
const NOT_BEFORE = /\b(?:without|otherwise|unless|not|older|earlier|releases?|previous(?:ly)?|defaults?|defaulted)\b/i;
/** After it: "target `net10.0` by default". */
const NOT_AFTER = /^[^.;:!?]*?\b(?:by default|otherwise|instead)\b/i;

/**
 * The target frameworks a stretch of prose says its projects have, e.g. "The `--framework net8.0` option makes the
 * project target .NET 8; without it, the templates target `net10.0`" promises net8.0 only.
 * @param {string} text
 * @param {number} line line of the text's start
 * @returns {FrameworkPromise[]}
 */
export function promisedFrameworks(text, line) {
  /** @type {FrameworkPromise[]} */
  const found = [];
  for (const pattern of PROMISES) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      const clauseStart = Math.max(...[...text.slice(0, at).matchAll(/[.;:!?(](?=\s)|\n\n/g)].map((m) => (m.index ?? 0) + 1), 0);
      const before = text.slice(clauseStart, at);
      const after = text.slice(at + match[0].length);
      if (NOT_BEFORE.test(before) || NOT_AFTER.test(after)) continue;
      const version = match[1] ?? match[2];
      found.push({
        framework: `net${version}.0`,
        line: line + (text.slice(0, at).match(/\n/g)?.length ?? 0),
        text: match[0],
      });
    }
  }
  return found;
}
