// Wrapped so that `xaml` and `axaml` fences highlight as markup, like `xml`.
import type * as PrismNamespace from 'prismjs';
import prismIncludeLanguages from '@theme-original/prism-include-languages';

export default function includeLanguages(Prism: typeof PrismNamespace): void {
  prismIncludeLanguages(Prism);
  const markup = Prism.languages.markup;
  if (markup) {
    Prism.languages.xaml = markup;
    Prism.languages.axaml = markup;
  }
}
