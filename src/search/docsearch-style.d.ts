// @docsearch/react ships its stylesheet entry without types.
declare module '@docsearch/react/style';
