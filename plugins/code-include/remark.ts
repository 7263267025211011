import { relative, resolve } from 'node:path';
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { IncludeError, includedCode, includeOf, INCLUDE_ROOT } from './include.mjs';

const SITE_DIR = resolve(__dirname, '..', '..');

export interface CodeIncludeOptions {
  /** Folder the fences' `file` paths are relative to; samples/tutorials unless a test names another. */
  root?: string;
}

/**
 * Fills each fence that names a file (```` ```csharp file="music-store/App.axaml.cs" region="start" ````, empty
 * body) with that file or region of it, so a page shows the code of a project the sample check builds. Bad input
 * fails the build at the Markdown file and line.
 */
export default function remarkCodeInclude(options: CodeIncludeOptions = {}) {
  const root = options.root ?? INCLUDE_ROOT;
  return (tree: Root, file: VFile) => {
    const visit = (node: Root | Root['children'][number]) => {
      if (node.type === 'code') fill(node);
      if ('children' in node) node.children.forEach((child) => visit(child as Root['children'][number]));
    };
    const fill = (node: Code) => {
      const include = includeOf(node.meta ?? '');
      if (!include) return;
      const where = `${file.path ? relative(SITE_DIR, file.path) : '(markdown)'}:${node.position?.start.line ?? 1}`;
      if (node.value.trim()) {
        throw new Error(`${where}: a fence with file="${include.file}" shows that file: leave its body empty`);
      }
      try {
        node.value = includedCode(include, root);
      } catch (error) {
        if (error instanceof IncludeError) throw new Error(`${where}: ${error.message}`);
        throw error;
      }
    };
    visit(tree);
  };
}
