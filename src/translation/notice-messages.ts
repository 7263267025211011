/**
 * The translation notices' text (src/components/TranslationNotice). Docusaurus puts every `translate()` message into
 * every page's entry JS; these are only read on doc pages, so they are plugins/translation-status's own translation
 * file (`i18n/<locale>/translation-status/notices.json`, written by `npm run write-translations`) and reach the page as
 * a generated module that only the docs layout imports.
 */
export const NOTICE_MESSAGES = {
  untranslated: {
    message: 'This page is not translated yet, so it shows the English original. {helpLink}',
    description: "Shown above a page that is not translated into the reader's language yet",
  },
  outdated: {
    message: 'The English page has changed since this translation was made from its version of {date}. {englishLink}',
    description:
      'Shown above a translated page whose English original changed after it was translated; {date} is the date (YYYY-MM-DD) of the English version it was made from',
  },
  outdatedUndated: {
    message: 'The English page has changed since this translation was made. {englishLink}',
    description: 'Shown above a translated page whose English original changed after it was translated, when the date of the version it was made from is unknown',
  },
  englishLink: {
    message: 'Read the current English page',
    description: "Link from an outdated translation's notice to the current English page",
  },
  helpTranslate: {
    message: 'Help translate it',
    description: 'Link from a translation notice to the translation status page',
  },
} as const;

export type NoticeMessages = Record<keyof typeof NOTICE_MESSAGES, string>;

/** The generated module's name; the component imports `@generated/translation-status/default/<this>`. */
export const NOTICE_MESSAGES_MODULE = 'notice-messages.json';
