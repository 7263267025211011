// Stands in for @docusaurus/theme-classic/lib/nprogress.js in the browser build (plugins/lazy-nprogress). No relative
// imports: webpack resolves a replaced module's imports from the folder of the module it replaces.
import type { ClientModule } from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';
import { progressOnRouteMoves } from '@site/src/progress-bar/progress';

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
