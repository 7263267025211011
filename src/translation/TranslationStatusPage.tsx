import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import type { StatusPageData, StatusPageEntry } from './status-page-data';

const AREA_NAMES: Record<string, string> = { docs: 'Avalonia (/docs)', accelerate: 'Accelerate (/accelerate)', xpf: 'XPF (/xpf)' };
const LOCALE_NAMES: Record<string, string> = { ru: 'Russian (ru)', 'zh-Hans': 'Simplified Chinese (zh-Hans)' };

function PageList({ title, entries }: { title: string; entries: StatusPageEntry[] }): ReactNode {
  if (entries.length === 0) return null;
  return (
    <details>
      <summary>
        {title} ({entries.length})
      </summary>
      <ul>
        {entries.map((entry) => (
          <li key={entry.english}>
            {entry.url ? <a href={entry.url}>{entry.english}</a> : entry.english} (<a href={entry.sourceUrl}>source</a>)
            {entry.sourceDate ? `, translated from the version of ${entry.sourceDate}` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The translation status page, in English in every locale (built by plugins/translation-status). */
export default function TranslationStatusPage({ status }: { status: StatusPageData }): ReactNode {
  return (
    <Layout title="Translation status" description="Which pages of the Avalonia docs are translated, outdated or not yet translated, per language and area.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg" lang="en">
        <h1>Translation status</h1>
        <p>
          Every page is written in English first. A translation is current when it was made from the English page as it
          is now, and outdated once the English page changes; until a page is translated, readers of that language see
          the English original with a notice. The repository's README says how to translate a page or update an outdated
          one; <code>npm run translation-status</code> prints this report, and <code>--diff</code> shows what changed in
          the English since a translation was made.
        </p>
        {status.locales.map(({ locale, areas }) => (
          <section key={locale}>
            <h2 id={`locale-${locale}`}>{LOCALE_NAMES[locale] ?? locale}</h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">Area</th>
                  <th scope="col">Pages</th>
                  <th scope="col">Current</th>
                  <th scope="col">Outdated</th>
                  <th scope="col">Untranslated</th>
                </tr>
              </thead>
              <tbody>
                {areas.map((area) => (
                  <tr key={area.area}>
                    <th scope="row">{AREA_NAMES[area.area] ?? area.area}</th>
                    <td>{area.total}</td>
                    <td>{area.current}</td>
                    <td>{area.outdated.length}</td>
                    <td>{area.untranslated.length}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {areas.map((area) => (
              <div key={area.area}>
                <PageList title={`${AREA_NAMES[area.area] ?? area.area}: outdated`} entries={area.outdated} />
                <PageList title={`${AREA_NAMES[area.area] ?? area.area}: untranslated`} entries={area.untranslated} />
              </div>
            ))}
          </section>
        ))}
        {status.orphans.length > 0 && (
          <section>
            <h2 id="orphans">Translations without an English page</h2>
            <ul>
              {status.orphans.map((orphan) => (
                <li key={orphan.translation}>
                  {orphan.translation} (its English page {orphan.english} was moved or deleted)
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
    </Layout>
  );
}
