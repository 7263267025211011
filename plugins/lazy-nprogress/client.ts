// Stands in for @docusaurus/theme-classic/lib/nprogress.js in the browser build (see ./index.ts).
import type { ClientModule } from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';
import { progressOnRouteMoves } from './progress';

const clientModule: ClientModule = progressOnRouteMoves(
  () =>
    import('nprogress').then(({ default: nprogress }) => {
      nprogress.configure({ showSpinner: false });
      return nprogress;
    }),
  (run, ms) => {
    const timeout = window.setTimeout(run, ms);
    return () => window.clearTimeout(timeout);
  },
);

export default clientModule;
