import { describe, expect, it } from 'vitest';
import type { GlobalPluginData, GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import { docsSearchTags, longestPathMatch } from '../../src/docs-areas/active-area';

const version = (name: string, path: string, isLast: boolean): GlobalVersion => ({
  name,
  label: name,
  isLast,
  path,
  mainDocId: 'welcome',
  docs: [],
  draftIds: [],
  sidebars: {},
});
const area = (path: string, versions: GlobalVersion[]): GlobalPluginData => ({ path, versions, breadcrumbs: true });

const en = {
  default: area('/docs', [version('current', '/docs', true)]),
  accelerate: area('/accelerate', [version('current', '/accelerate', true)]),
  xpf: area('/xpf', [version('current', '/xpf', true)]),
};
const zh = { default: area('/zh-Hans/docs', [version('current', '/zh-Hans/docs', true)]) };

describe('the area being read (navbar version dropdown, contextual search)', () => {
  it('is the docs plugin whose path holds the page', () => {
    expect(longestPathMatch(en, '/docs/basics/data/data-binding')).toBe('default');
    expect(longestPathMatch(en, '/docs')).toBe('default');
    expect(longestPathMatch(en, '/accelerate/components/treedatagrid')).toBe('accelerate');
    expect(longestPathMatch(zh, '/zh-Hans/docs/welcome')).toBe('default');
  });

  it('is none outside the docs areas, including paths that only start with the same letters', () => {
    expect(longestPathMatch(en, '/')).toBeUndefined();
    expect(longestPathMatch(en, '/search')).toBeUndefined();
    expect(longestPathMatch(en, '/docsearch')).toBeUndefined();
    expect(longestPathMatch(zh, '/docs/welcome')).toBeUndefined();
  });

  it('prefers the longest path when one sits inside another', () => {
    expect(longestPathMatch({ root: { path: '/' }, docs: { path: '/docs' } }, '/docs/x')).toBe('docs');
    expect(longestPathMatch({ root: { path: '/' }, docs: { path: '/docs' } }, '/other')).toBe('root');
  });
});

describe('contextual search tags, as Docusaurus computes them', () => {
  it('name every area with its only version', () => {
    expect(docsSearchTags(en, '/docs/welcome', {})).toEqual(['docs-default-current', 'docs-accelerate-current', 'docs-xpf-current']);
    expect(docsSearchTags(en, '/', {})).toEqual(['docs-default-current', 'docs-accelerate-current', 'docs-xpf-current']);
  });

  it('use the version being read in its area, the preferred one elsewhere, else the latest', () => {
    const versioned = {
      default: area('/docs', [version('current', '/docs/next', false), version('11.0', '/docs', true)]),
      xpf: area('/xpf', [version('current', '/xpf/next', false), version('1.0', '/xpf', true)]),
    };
    expect(docsSearchTags(versioned, '/docs/next/welcome', {})).toEqual(['docs-default-current', 'docs-xpf-1.0']);
    expect(docsSearchTags(versioned, '/docs/welcome', {})).toEqual(['docs-default-11.0', 'docs-xpf-1.0']);
    expect(docsSearchTags(versioned, '/docs/welcome', { xpf: versioned.xpf.versions[0]! })).toEqual([
      'docs-default-11.0',
      'docs-xpf-current',
    ]);
  });
});
