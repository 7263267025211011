// What the site's bundles get for `prism-react-renderer`: ./highlight.tsx with the site's grammars registered on its
// Prism. Registering them here, where a code block first imports Prism, keeps Prism and its grammars in the code
// block's chunk; the theme's own client module would put them in every page's entry (see
// plugins/prism-grammars/index.ts).
import prismIncludeLanguages from '@theme/prism-include-languages';
import { Prism } from './highlight';

prismIncludeLanguages(Prism);

export * from './highlight';
