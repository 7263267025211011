// A page opened directly keeps its server-highlighted code and needs no Prism (src/theme/CodeBlock/Content). An
// in-app move renders the next page's code in the browser, with Prism: it starts loading with the move, beside the
// page's chunks, so the code rarely shows unhighlighted first. Loaded once; later moves find it in the module cache.
import type { ClientModule } from '@docusaurus/types';
import { loadHighlightedLines } from '@site/src/theme/CodeBlock/Content/load-highlighted-lines';

const routePreload: ClientModule = {
  onRouteUpdate({ previousLocation }) {
    if (previousLocation) void loadHighlightedLines();
  },
};

export default routePreload;
