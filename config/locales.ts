import type { I18nConfig } from '@docusaurus/types';

/** English is the source; ru and zh-Hans are served under their own path prefix. */
export const i18n: I18nConfig = {
  defaultLocale: 'en',
  locales: ['en', 'ru', 'zh-Hans'],
  path: 'i18n',
  localeConfigs: {
    en: { label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en' },
    ru: { label: 'Русский', direction: 'ltr', htmlLang: 'ru-RU', calendar: 'gregory', path: 'ru' },
    'zh-Hans': { label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans', calendar: 'gregory', path: 'zh-Hans' },
  },
};
