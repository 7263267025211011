import type { Page } from '@playwright/test';

/**
 * The median brightness (0-255) of what the screen shows along a vertical line one CSS pixel wide: a screenshot of
 * it, decoded in the page's canvas. The median holds a line's background against the text that crosses it.
 */
export async function medianBrightness(page: Page, line: { x: number; top: number; bottom: number }): Promise<number> {
  const clip = { x: Math.round(line.x), y: Math.round(line.top), width: 1, height: Math.round(line.bottom - line.top) };
  const png = await page.screenshot({ clip, scale: 'css', animations: 'disabled' });
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const values: number[] = [];
    for (let at = 0; at < data.length; at += 4) values.push(0.2126 * data[at]! + 0.7152 * data[at + 1]! + 0.0722 * data[at + 2]!);
    values.sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  }, png.toString('base64'));
}
