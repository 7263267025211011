// Imported ahead of the grammars loaded on demand (./load-grammars.ts). Prism's grammar files register themselves on
// the global `Prism`, so it must be the site's instance when they run; the theme only sets it while it loads its own.
import { Prism } from './highlight';

(globalThis as { Prism?: unknown }).Prism = Prism;
