import type { LoadContext, Plugin } from '@docusaurus/types';

export type ClarityOptions = { projectId: string };

/** Microsoft Clarity page analytics, only when an operator sets CLARITY_PROJECT_ID (see docusaurus.config.ts). */
export default function clarityPlugin(_context: LoadContext, options: unknown): Plugin {
  const projectId = (options as Partial<ClarityOptions> | undefined)?.projectId ?? '';
  if (!/^[a-z0-9]+$/i.test(projectId)) {
    throw new Error(`CLARITY_PROJECT_ID must be letters and digits only, got "${projectId}"`);
  }
  return {
    name: 'clarity',
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'script',
            attributes: { async: true, src: `https://www.clarity.ms/tag/${projectId}` },
          },
          {
            tagName: 'script',
            innerHTML:
              'window.clarity=window.clarity||function(){(window.clarity.q=window.clarity.q||[]).push(arguments)};',
          },
        ],
      };
    },
  };
}
