import type { ClientModule } from '@docusaurus/types';
import type { Zoom } from 'medium-zoom';

/** Content images only: not icons inside links, not images already zoomed. */
export const ZOOM_SELECTOR = '.markdown img:not(a img):not(.no-zoom)';
/** Images appear after hydration and lazy MDX chunks; attach once the page has settled. */
export const ATTACH_DELAY_MS = 1000;
export const ZOOM_MARGIN_PX = 50;

let zoom: Zoom | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function overlayColour(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--zoom-overlay').trim() || 'rgba(0,0,0,0.8)';
}

async function attach(): Promise<void> {
  const images = document.querySelectorAll<HTMLImageElement>(ZOOM_SELECTOR);
  if (images.length === 0) return;
  // Loaded on demand: pages without images never download medium-zoom.
  const { default: mediumZoom } = await import('medium-zoom');
  zoom?.detach();
  zoom = mediumZoom(images, { margin: ZOOM_MARGIN_PX, background: overlayColour() });
  // The overlay follows the colour mode chosen at the moment of zooming.
  zoom.on('open', () => zoom?.update({ background: overlayColour() }));
}

function scheduleAttach(): void {
  clearTimeout(timer);
  timer = setTimeout(() => void attach(), ATTACH_DELAY_MS);
}

const client: ClientModule = {
  onRouteDidUpdate() {
    scheduleAttach();
  },
};

export default client;
