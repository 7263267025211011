import type { Plugin } from '@docusaurus/types';

/** Click-to-zoom for images in page content, with medium-zoom (see src/image-zoom/client.ts). */
export default function imageZoomPlugin(): Plugin {
  return {
    name: 'image-zoom',
    getClientModules() {
      return [require.resolve('../../src/image-zoom/client.ts'), require.resolve('../../src/image-zoom/styles.css')];
    },
  };
}
