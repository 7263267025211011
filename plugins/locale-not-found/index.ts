import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** Where the script goes in the default locale's 404.html: first in its head, before any stylesheet or script. */
const HEAD_START = '<meta charset="UTF-8">';

/**
 * The script at the top of the root 404.html. Under another locale's base URL it turns the rest of the page into
 * hidden text (a `<plaintext>` element has no end tag), so none of its stylesheets or scripts apply or run; once that
 * page has loaded and the locale's 404.html has arrived, it writes the latter in its place, at the same URL: its
 * language, text and links, and its own app, which renders its not-found page for the path. (`window.stop()` would
 * end the page too, but a document whose parser was stopped ignores `document.open()`.) The flag on `window`, which
 * outlives `document.open()`, keeps the page written (the root one again, when the locale's cannot be fetched) from
 * doing the same.
 */
export function localeNotFoundScript(localeBaseUrls: readonly string[], baseUrl: string): string {
  return `(function(){
var bases=${JSON.stringify(localeBaseUrls)},path=location.pathname,base;
for(var i=0;i<bases.length;i++)if(path.indexOf(bases[i])===0)base=bases[i];
if(!base||window.__localeNotFound)return;
window.__localeNotFound=true;document.write('<plaintext hidden>');
function page(url){return fetch(url).then(function(r){if(!r.ok)throw r;return r.text()})}
var html=page(base+'404.html').catch(function(){return page(${JSON.stringify(`${baseUrl}404.html`)})});
var loaded=new Promise(function(done){addEventListener('load',function(){done()})});
Promise.all([html,loaded]).then(function(all){document.open();document.write(all[0]);document.close()})})()`;
}

/**
 * Most static hosts (GitHub Pages, Netlify, `serve`) answer every unknown path with the root 404.html, the default
 * locale's page. This gives that page the script above, so that a reader of another locale gets the not-found page of
 * the locale in the path. Without JavaScript the default locale's page shows, as before.
 */
export default function localeNotFoundPlugin(context: LoadContext): Plugin {
  return {
    name: 'locale-not-found',
    async postBuild({ outDir }) {
      const { i18n, baseUrl } = context;
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const localeBaseUrls = i18n.locales
        .filter((locale) => locale !== i18n.defaultLocale)
        .map((locale) => i18n.localeConfigs[locale]?.baseUrl ?? `${baseUrl}${locale}/`)
        .filter((localeBaseUrl) => localeBaseUrl !== baseUrl && localeBaseUrl.startsWith(baseUrl));
      if (localeBaseUrls.length === 0) return;
      const file = join(outDir, '404.html');
      const html = await readFile(file, 'utf8');
      if (!html.includes(HEAD_START)) throw new Error(`${file} has no ${HEAD_START} to put the locale not-found script after`);
      await writeFile(file, html.replace(HEAD_START, () => `${HEAD_START}<script>${localeNotFoundScript(localeBaseUrls, baseUrl)}</script>`));
    },
  };
}
