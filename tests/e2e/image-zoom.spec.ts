import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { gotoFixture } from './support/fixture-pages';

const FIXTURE = '/tests/image-zoom';
const zoomed = (page: Page) => page.locator('.medium-zoom-image--opened');

async function openZoom(page: Page, selector = 'img[alt="Margin, border, padding and content"]') {
  const image = page.locator(`.markdown ${selector}`);
  // Zoom attaches 1 s after load; the cursor style says it is ready.
  await expect(image).toHaveClass(/medium-zoom-image/, { timeout: 5000 });
  await image.click();
  await expect(zoomed(page).first()).toBeVisible();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  // medium-zoom ignores closing while it is still opening (a 0.3 s transition).
  await page.waitForTimeout(500);
}

test.describe('image zoom', () => {
  test.beforeEach(async ({ page }) => {
    await gotoFixture(page, FIXTURE);
  });

  test('opens on click and closes on Escape', async ({ page }) => {
    await openZoom(page);
    await page.keyboard.press('Escape');
    await expect(zoomed(page)).toHaveCount(0);
  });

  test('closes on a click', async ({ page }) => {
    await openZoom(page);
    await page.locator('.medium-zoom-overlay').click({ position: { x: 5, y: 5 } });
    await expect(zoomed(page)).toHaveCount(0);
  });

  test('closes when the window is resized', async ({ page }) => {
    await openZoom(page);
    await page.setViewportSize({ width: 900, height: 700 });
    await expect(zoomed(page)).toHaveCount(0);
  });

  test('closes after a scroll of more than 40 px, but not after a small one', async ({ page }) => {
    await openZoom(page);
    await page.mouse.wheel(0, 20);
    await page.waitForTimeout(400);
    await expect(zoomed(page).first()).toBeVisible();
    await page.mouse.wheel(0, 200);
    await expect(zoomed(page)).toHaveCount(0);
  });

  test('uses a dark overlay in dark mode', async ({ page }) => {
    await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, page.url());
    await openZoom(page);
    const colour = await page.locator('.medium-zoom-overlay').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(colour).toBe('rgba(16, 14, 24, 0.95)');
  });

  test('falls back to the normal image, with a warning, when the zoom source cannot be reached', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openZoom(page, '#missing-hd');
    await expect.poll(() => warnings.join('\n')).toContain('Unable to reach the zoom image target');
    await expect(zoomed(page).first()).toHaveAttribute('src', '/img/tests/layout-boxes.svg');
  });
});
