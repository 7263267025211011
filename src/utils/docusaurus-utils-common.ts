// The browser's `@docusaurus/utils-common` (aliased in plugins/lean-entry). The package's index is CommonJS that
// requires all of tslib (into every page's entry) for one `__importDefault`; its modules themselves need no tslib.
// __tests__/docusaurus-utils-common.test.ts keeps this list equal to the package's exports.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils';
export const blogPostContainerID = '__blog-post-container';
