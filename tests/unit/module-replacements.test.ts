import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The modules our plugins put in place of Docusaurus's own with NormalModuleReplacementPlugin. */
const REPLACEMENTS = ['src/prefetch/prefetch-once.ts', 'src/progress-bar/client.ts'];

describe('modules that stand in for Docusaurus modules', () => {
  it.each(REPLACEMENTS)("%s imports nothing by a relative path, which webpack resolves from the replaced module's folder", (file) => {
    const source = readFileSync(join(__dirname, '..', '..', file), 'utf8');
    const specifiers = [...source.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((match) => match[1] ?? '');
    expect(specifiers.filter((specifier) => specifier.startsWith('.'))).toEqual([]);
  });
});
