import type { Plugin } from '@docusaurus/types';

/** Click-to-zoom for images in page content, with medium-zoom (see ./client.ts). */
export default function imageZoomPlugin(): Plugin {
  return {
    name: 'image-zoom',
    getClientModules() {
      return [require.resolve('./client.ts'), require.resolve('./styles.css')];
    },
  };
}
