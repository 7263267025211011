// Modules plugins/translation-status generates for each build (`actions.createData`).
declare module '@generated/translation-status/default/notice-messages.json' {
  const messages: import('./notice-messages').NoticeMessages;
  export default messages;
}
