import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const FENCE = /^([ \t]*)(`{3,}|~{3,})mermaid[ \t]*\r?\n([\s\S]*?)^\1\2[ \t]*$/gm;

/**
 * The text of every ```mermaid block in the Markdown files under `dirs` (missing folders are skipped), de-indented
 * and without its last line break, as the MDX parser gives it. Used to draw diagrams ahead of the bundler; a block
 * this misses, or reads differently from the MDX parser, is simply drawn when its page is compiled.
 */
export function findMermaidDiagrams(dirs: readonly string[]): string[] {
  const texts = new Set<string>();
  for (const dir of dirs) {
    let names: string[];
    try {
      if (!statSync(dir).isDirectory()) continue;
      names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const name of names) {
      if (!/\.mdx?$/.test(name)) continue;
      const source = readFileSync(join(dir, name), 'utf8');
      for (const [, indent = '', , body = ''] of source.matchAll(FENCE)) {
        texts.add(
          body
            .replace(/\r?\n$/, '')
            .split('\n')
            .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
            .join('\n'),
        );
      }
    }
  }
  return [...texts];
}
