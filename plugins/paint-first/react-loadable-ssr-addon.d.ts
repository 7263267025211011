// The function Docusaurus lists a page's scripts and stylesheets with (its page renderer calls it); the tests call it
// to check that the manifest this plugin extends is read the way Docusaurus reads it.
declare module 'react-loadable-ssr-addon-v5-slorber/lib/getBundles' {
  interface Bundle {
    file: string;
    hash: string;
    publicPath: string;
  }
  export default function getBundles(
    manifest: { origins: Record<string, (string | number)[]>; assets: Record<string, unknown> },
    modules: string[],
  ): { js?: Bundle[]; css?: Bundle[] };
}
