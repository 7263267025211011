import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LOCK_FILE } from '../../plugins/translation-status/ui-strings.mjs';

const I18N = join(__dirname, '..', '..', 'i18n');
const LOCALES = { ru: /[\u0400-\u04ff]/, 'zh-Hans': /[\u4e00-\u9fff]/ } as const;
/** Messages that are names, numbers or placeholders in every language. */
const PLACEHOLDERS_ONLY = /^(\{\w+\}|[\s\-–—·:,.()「」])+$/;
const UNTRANSLATABLE = /^(JetBrains Rider|Developer Tools|Raspberry Pi|XAML Playground|Music Store|Community Edition|Avalonia( UI| XPF| Accelerate)?|Accelerate|XPF|GitHub|LinkedIn|YouTube|X|MVVM|ReactiveUI|TreeDataGrid|WebView|Parcel|11\.0\.x|Next|macOS|Linux|Windows|iOS|Android|WebAssembly|iOS & Android|DataGrid|Calendar|ColorPicker|Grid|MediaPlayer|VirtualKeyboard|Markdown|[\d.x]+|⌘|\{[a-z]+\})$/;

type Messages = Record<string, { message: string }>;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    // The UI-strings lock records English messages, not translations (plugins/translation-status/ui-strings.mjs).
    return statSync(full).isDirectory() ? jsonFiles(full) : name.endsWith('.json') && name !== UI_LOCK_FILE ? [full] : [];
  });
}

describe('translation files', () => {
  const ru = jsonFiles(join(I18N, 'ru')).map((file) => relative(join(I18N, 'ru'), file)).sort();
  const zh = jsonFiles(join(I18N, 'zh-Hans')).map((file) => relative(join(I18N, 'zh-Hans'), file)).sort();

  it('exist for the same files in ru and zh-Hans, chrome and sidebars included', () => {
    expect(ru).toEqual(zh);
    for (const file of ['code.json', 'docusaurus-theme-classic/navbar.json', 'docusaurus-theme-classic/footer.json']) {
      expect(ru).toContain(file);
    }
    expect(ru.filter((file) => file.startsWith('docusaurus-plugin-content-docs'))).toHaveLength(3);
  });

  for (const file of ru) {
    it(`${file} has the same keys in both locales, each translated`, () => {
      const messages = Object.fromEntries(
        Object.entries(LOCALES).map(([locale]) => [
          locale,
          JSON.parse(readFileSync(join(I18N, locale, file), 'utf8')) as Messages,
        ]),
      ) as Record<keyof typeof LOCALES, Messages>;
      expect(Object.keys(messages.ru).sort()).toEqual(Object.keys(messages['zh-Hans']).sort());
      for (const [locale, script] of Object.entries(LOCALES) as [keyof typeof LOCALES, RegExp][]) {
        const untranslated = Object.entries(messages[locale])
          .filter(
            ([, { message }]) =>
              !script.test(message) && !UNTRANSLATABLE.test(message.trim()) && !PLACEHOLDERS_ONLY.test(message),
          )
          .map(([key, { message }]) => `${key}: ${message}`);
        expect(untranslated, `${locale}/${file}`).toEqual([]);
      }
    });
  }
});
