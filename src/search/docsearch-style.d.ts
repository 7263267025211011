// @docsearch/css ships plain stylesheets without types.
declare module '@docsearch/css/dist/*.css';
