import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

test('the language dropdown keeps the page and switches to the Russian site', async ({ page }) => {
  await gotoHydrated(page, '/xpf/welcome');
  await page.locator('.navbar__item.dropdown', { hasText: 'English' }).hover();
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/xpf\/welcome$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
});

for (const { locale, lang, labels } of [
  {
    locale: 'ru',
    lang: 'ru-RU',
    labels: { resources: 'Ресурсы', support: 'Поддержка', products: 'Продукты', getStarted: 'Начать', copyright: '© {year} AvaloniaUI OÜ' },
  },
  {
    locale: 'zh-Hans',
    lang: 'zh-Hans',
    labels: { resources: '资源', support: '支持', products: '产品', getStarted: '开始使用', copyright: '版权所有 © {year} AvaloniaUI OÜ' },
  },
]) {
  test(`the ${locale} chrome is translated`, async ({ page }) => {
    await gotoHydrated(page, `/${locale}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const navbar = page.getByRole('navigation', { name: /.+/ }).first();
    await expect(navbar.getByText(labels.resources, { exact: true })).toBeVisible();
    await expect(navbar.getByText(labels.support, { exact: true })).toBeVisible();
    await expect(page.locator('footer .footer__title').first()).toHaveText(labels.products);
    await expect(page.getByRole('link', { name: labels.getStarted, exact: true })).toBeVisible();
    // The translated copyright line carries the build's year too (this year, unless built last New Year's Eve).
    await expect(page.locator('.footer__copyright')).toContainText(labels.copyright.replace('{year}', String(new Date().getFullYear())));
  });
}

test('a page names its versions in the other languages for search engines, and its own address', async ({ request }) => {
  // What a crawler reads first: the page as served, before any script runs (the hydrated page's head is checked by
  // translation-notices.spec.ts).
  const response = await request.get('/ru/docs/basics');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((match) => [match[1]?.toLowerCase(), match[2]]));
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => attributes(match[0]));
  const canonical = links.filter((link) => link.rel === 'canonical').map((link) => link.href ?? '');
  expect(canonical).toHaveLength(1);
  const origin = new URL(canonical[0] ?? '').origin;
  expect(new URL(canonical[0] ?? '').pathname).toBe('/ru/docs/basics');
  const alternates = links.filter((link) => link.rel === 'alternate' && link.hreflang !== undefined);
  expect(alternates.map(({ hreflang, href }) => [hreflang, href?.startsWith(origin) ? new URL(href).pathname : href])).toEqual([
    ['en-US', '/docs/basics'],
    ['ru-RU', '/ru/docs/basics'],
    ['zh-Hans', '/zh-Hans/docs/basics'],
    ['x-default', '/docs/basics'],
  ]);
});
