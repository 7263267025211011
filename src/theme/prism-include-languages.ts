// Wrapped so that `xaml` and `axaml` fences highlight as markup, like `xml`.
import type * as PrismNamespace from 'prismjs';
import prismIncludeLanguages from '@theme-original/prism-include-languages';

export default function includeLanguages(Prism: typeof PrismNamespace): void {
  prismIncludeLanguages(Prism);
  Prism.languages.xaml = Prism.languages.markup;
  Prism.languages.axaml = Prism.languages.markup;
}
