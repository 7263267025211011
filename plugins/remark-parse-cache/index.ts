import { deserialize, serialize } from 'node:v8';
import type { Node } from 'unist';
import type { Processor } from 'unified';
import { processWide } from '../shared/process-wide';

/**
 * A build compiles every Markdown page once per locale, and most pages of a translated locale are the English
 * source again: the same text, parsed into the same tree, on the bundler's main thread, once per locale.
 * This keeps each parsed tree, serialized outside the JavaScript heap, and gives later parses of the same text a
 * fresh copy (plugins after the parser change the tree in place), much faster than parsing it again.
 *
 * The parse depends on the text and on the syntax extensions the processor's plugins add, so trees are kept per
 * list of plugin names: a plain Markdown processor (format `md`) never gets a tree parsed with MDX syntax. Options are
 * not part of that key, because some differ by locale (remark-localized-links) without touching syntax; a site
 * whose processors configured one syntax plugin two ways would need them in the key.
 */
export default function remarkParseCache(this: Processor): void {
  const parse = this.parser;
  if (!parse) throw new Error('remark-parse-cache: no parser to cache; it must come after remark-parse');
  const cache = processWide('remark-parse-cache', () => createParseCache(MAX_TREES));
  let trees: Map<string, Buffer> | undefined;
  this.parser = (text, file) => {
    // Read on the first parse, when the processor is frozen and every plugin has added its syntax.
    trees ??= cache.treesFor(parserKey(this));
    const kept = trees.get(text);
    if (kept) return deserialize(kept) as Node;
    const tree = parse(text, file);
    cache.keep(trees, text, serialize(tree));
    return tree;
  };
}

function parserKey(processor: Processor): string {
  const plugins = processor.attachers.map(([plugin]) => plugin.name || '(anonymous)');
  return `${plugins.join(',')} ${JSON.stringify(processor.data('settings') ?? {})}`;
}

/** Room for every page of a large site, so a dev server that recompiles edit after edit stays bounded. */
const MAX_TREES = 2000;

interface ParseCache {
  treesFor(key: string): Map<string, Buffer>;
  keep(trees: Map<string, Buffer>, text: string, tree: Buffer): void;
}

/** Trees by parser key, then text; the oldest tree goes once `maxTrees` are kept in all. */
export function createParseCache(maxTrees: number): ParseCache {
  const byKey = new Map<string, Map<string, Buffer>>();
  const order: Array<[Map<string, Buffer>, string]> = [];
  return {
    treesFor(key) {
      let trees = byKey.get(key);
      if (!trees) byKey.set(key, (trees = new Map()));
      return trees;
    },
    keep(trees, text, tree) {
      if (!trees.has(text)) order.push([trees, text]);
      trees.set(text, tree);
      while (order.length > maxTrees) {
        const [oldest, oldText] = order.shift()!;
        oldest.delete(oldText);
      }
    },
  };
}
