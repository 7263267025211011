import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { rewriteOnce } from '../patch-layer/rewrite-once.cjs';

/**
 * What Mermaid 11's `assignWithDepth({}, config)` returns for a plain config object (depth 2): a copy three levels
 * deep, where a null at the first two levels is left out, an array at the second level is copied without
 * duplicates, and the third level is copied with Object.assign. Mermaid's getConfig() makes this copy on every call
 * (several per node and edge drawn), with Object.defineProperty per key: half of the time a build spends drawing
 * diagrams. This makes the same copy with plain assignments. Self-contained: its source runs in Chromium.
 */
export function copyConfig(config: Record<string, unknown>): Record<string, unknown> {
  const own = (target: Record<string, unknown>, key: string, value: unknown) => {
    // Assigning `__proto__` would set the prototype; Mermaid defines an own property.
    if (key === '__proto__') Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
    else target[key] = value;
  };
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    if (value === null) continue;
    if (typeof value !== 'object') {
      own(copy, key, value);
    } else if (Array.isArray(value)) {
      const items: unknown[] = [];
      for (const item of value) if (!items.includes(item)) items.push(item);
      own(copy, key, items);
    } else {
      const inner: Record<string, unknown> = {};
      for (const [innerKey, innerValue] of Object.entries(value)) {
        if (innerValue === null) continue;
        own(inner, innerKey, typeof innerValue === 'object' ? Object.assign(Array.isArray(innerValue) ? [] : {}, innerValue) : innerValue);
      }
      own(copy, key, inner);
    }
  }
  return copy;
}

/** Mermaid 11.17.2's minified getConfig; `$x` is the current config. */
export const GET_CONFIG = 'Lt=s(()=>ii({},$x),"getConfig")';
const COPY_NAME = '__mermaidCopyConfig';

/**
 * The Mermaid bundle the build draws with: the one the site ships, with getConfig making its copy through
 * `copyConfig`. The drawings are the same (tests/unit/mermaid-svg.test.ts compares them).
 */
export function mermaidWithFastConfigCopy(): string {
  const path = createRequire(__filename).resolve('mermaid/dist/mermaid.min.js');
  const patched = rewriteOnce(readFileSync(path, 'utf8'), {
    id: 'remark-mermaid-svg/get-config',
    from: GET_CONFIG,
    to: `Lt=s(()=>${COPY_NAME}($x),"getConfig")`,
    resourcePath: path,
    what: `\`${GET_CONFIG}\``,
  });
  return `var ${COPY_NAME} = ${copyConfig.toString()};\n${patched}`;
}
