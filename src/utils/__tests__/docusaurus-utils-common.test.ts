import * as utilsCommon from '@docusaurus/utils-common';
import { describe, expect, it } from 'vitest';
import * as browserUtilsCommon from '../docusaurus-utils-common';

describe("the browser's @docusaurus/utils-common", () => {
  it('exports exactly what the package exports, so no client import of it comes out undefined', () => {
    expect(Object.keys(browserUtilsCommon).sort()).toEqual(Object.keys(utilsCommon).sort());
    expect(browserUtilsCommon.blogPostContainerID).toBe(utilsCommon.blogPostContainerID);
  });

  it('applies trailing slashes as the package does', () => {
    const options = { trailingSlash: false, baseUrl: '/' } as const;
    for (const path of ['/docs/welcome/', '/docs/welcome', '/', '#anchor', '/docs/?q=1#a']) {
      expect(browserUtilsCommon.applyTrailingSlash(path, options)).toBe(utilsCommon.applyTrailingSlash(path, options));
    }
  });
});
