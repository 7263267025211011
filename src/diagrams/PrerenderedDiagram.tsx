// A diagram drawn at build time (plugins/remark-mermaid-svg). The page's JS names the module that holds its SVG without
// carrying it: hydration keeps the SVG the server put in the HTML (as does a remount, ../hydration/useServerHtml.ts),
// and only a diagram the browser renders itself (after an in-app move) loads that module.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useServerHtml } from '@site/src/hydration/useServerHtml';

/** The module written for each diagram: its SVG in the light and the dark theme. */
export interface DiagramModule {
  default: { light: string; dark: string };
}

export interface PrerenderedDiagramProps {
  /** A hash of the drawings: the same for every render of this diagram. */
  id: string;
  load: () => Promise<DiagramModule>;
}

const drawings = new Map<string, ComponentType>();

/** One lazy component per diagram, made on its first render in the browser. */
function drawingOf({ id, load }: PrerenderedDiagramProps): ComponentType {
  let Drawing = drawings.get(id);
  if (!Drawing) {
    Drawing = lazy(async () => {
      const { light, dark } = (await load()).default;
      return {
        default: () => (
          <>
            <div className="mermaid-svg-light" dangerouslySetInnerHTML={{ __html: light }} />
            <div className="mermaid-svg-dark" dangerouslySetInnerHTML={{ __html: dark }} />
          </>
        ),
      };
    });
    drawings.set(id, Drawing);
  }
  return Drawing;
}

export default function PrerenderedDiagram(props: PrerenderedDiagramProps): ReactNode {
  const serverHtml = useServerHtml<HTMLDivElement>(props.id);
  const Drawing = serverHtml.html ? null : drawingOf(props);
  return (
    <div
      ref={serverHtml.ref}
      className="docusaurus-mermaid-container mermaid-prerendered"
      {...(serverHtml.html && { dangerouslySetInnerHTML: serverHtml.html, suppressHydrationWarning: true })}>
      {Drawing && (
        <Suspense fallback={null}>
          <Drawing />
        </Suspense>
      )}
    </div>
  );
}
