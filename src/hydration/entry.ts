// The client build's entry in production (plugins/split-entry puts it in place): React DOM, then the route table, then
// Docusaurus's own client entry (the router, the theme, hydration), each evaluated in a task of its own. Eager imports
// stay in main.js.
import { inTasks } from './in-tasks';

await inTasks([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'),
]);
