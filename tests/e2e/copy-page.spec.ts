import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { actBeforeHydration, gotoHydrated } from './support/hydration';

// Needs the three-locale build with the Markdown twins (plugins/markdown-twins) and the tests' fixture pages
// (npm run build:test), as npm test makes.
/** Translated and current in ru. */
const PAGE = '/docs/basics/data/data-binding';
/** Untranslated in every locale: a fixture doc page, built only with the test pages (docs/tests). */
const UNTRANSLATED = '/docs/tests/untranslated-page';
const BEFORE = 'clipboard before the copy';

const LABELS = {
  en: { copy: 'Copy page', view: 'View as Markdown', copied: 'Page copied as Markdown', failed: 'Could not copy the page' },
  ru: { copy: 'Копировать страницу', view: 'Markdown-версия', copied: 'Страница скопирована в формате Markdown', failed: 'Не удалось скопировать' },
  'zh-Hans': { copy: '复制页面', view: '以 Markdown 格式查看', copied: '已将页面复制为 Markdown', failed: '无法复制页面' },
};

/** The Markdown twin of the page at `path`, as the server sends it. */
async function twinOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`${path}.md`);
  expect(response.status(), `${path}.md: build the site with its Markdown twins (npm run build:test)`).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/(markdown|plain)\b/);
  const text = await response.text();
  expect(text).toMatch(/^(---\n[\s\S]*?\n---\n+)?# /);
  return text;
}

const control = (page: Page) => page.locator('[data-copy-page]');
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Opens `path` with the clipboard holding BEFORE, so a copy that did nothing shows. */
async function open(page: Page, path: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const response = await gotoHydrated(page, path);
  expect(response?.status(), `${path}: build with the test pages (npm run build:test)`).toBe(200);
  await page.evaluate((text) => navigator.clipboard.writeText(text), BEFORE);
}

test('on an English page, "Copy page" puts the page\'s Markdown twin on the clipboard and says so', async ({ page, request }) => {
  const twin = await twinOf(request, PAGE);
  await open(page, PAGE);
  await control(page).getByRole('button', { name: LABELS.en.copy }).click();
  await expect(control(page).getByRole('status')).toHaveText(LABELS.en.copied);
  expect(await clipboard(page)).toBe(twin);
});

test('on a translated ru page it copies the Russian twin', async ({ page, request }) => {
  const twin = await twinOf(request, `/ru${PAGE}`);
  expect(twin, 'the Russian twin is not the English one').not.toBe(await twinOf(request, PAGE));
  await open(page, `/ru${PAGE}`);
  await control(page).getByRole('button', { name: LABELS.ru.copy }).click();
  await expect(control(page).getByRole('status')).toHaveText(LABELS.ru.copied);
  expect(await clipboard(page)).toBe(twin);
});

test('on an untranslated ru page it copies and links to the English twin, the only one there is', async ({ page, request }) => {
  const twin = await twinOf(request, UNTRANSLATED);
  await open(page, `/ru${UNTRANSLATED}`);
  const link = control(page).getByRole('link', { name: LABELS.ru.view });
  await expect(link).toHaveAttribute('href', `${UNTRANSLATED}.md`);
  await expect(link).toHaveAttribute('hreflang', 'en');
  await control(page).getByRole('button', { name: LABELS.ru.copy }).click();
  await expect(control(page).getByRole('status')).toHaveText(LABELS.ru.copied);
  expect(await clipboard(page)).toBe(twin);
});

test('every area has the control in every locale, its link naming a twin that exists', async ({ page, request }) => {
  for (const area of ['/docs/welcome', '/accelerate/welcome', '/xpf/welcome']) {
    for (const prefix of ['', '/ru', '/zh-Hans']) {
      await page.goto(`${prefix}${area}`);
      // A page its locale has not translated yet links to the English twin.
      const untranslated = (await page.locator('[data-translation-notice="untranslated"]').count()) > 0;
      const twin = `${untranslated ? '' : prefix}${area}.md`;
      await expect(control(page).locator('a'), `${prefix}${area}`).toHaveAttribute('href', twin);
      expect((await request.get(twin)).status(), twin).toBe(200);
      await expect(control(page).getByRole('button'), `${prefix}${area}`).toHaveText(LABELS[prefix ? (prefix.slice(1) as 'ru' | 'zh-Hans') : 'en'].copy);
    }
  }
});

test('"View as Markdown" opens the twin', async ({ page, request }) => {
  const twin = await twinOf(request, PAGE);
  await gotoHydrated(page, PAGE);
  const opened = page.waitForResponse((response) => new URL(response.url()).pathname === `${PAGE}.md`);
  await control(page).getByRole('link', { name: LABELS.en.view }).click();
  const response = await opened;
  await expect(page).toHaveURL(new RegExp(`${PAGE}\\.md$`));
  expect(await response.text()).toBe(twin);
  // Shown as text, not downloaded.
  await expect(page.locator('body')).toContainText(twin.split('\n').find((line) => line.startsWith('# ')) ?? '');
});

test('when the twin cannot be fetched, the control says so and the clipboard keeps what it held', async ({ page }) => {
  await open(page, PAGE);
  await page.route(`**${PAGE}.md`, (route) => route.abort());
  await control(page).getByRole('button', { name: LABELS.en.copy }).click();
  await expect(control(page).getByRole('status')).toContainText(LABELS.en.failed);
  await expect(control(page).getByRole('link', { name: LABELS.en.view })).toBeVisible();
  expect(await clipboard(page)).toBe(BEFORE);
});

test('the keyboard reaches the control right after the breadcrumbs, shows focus on it, and Enter copies', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const twin = await twinOf(request, PAGE);
  await open(page, PAGE);
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  const button = control(page).getByRole('button', { name: LABELS.en.copy });
  await expect(button).toBeFocused();
  expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(control(page).getByRole('status')).toHaveText(LABELS.en.copied);
  expect(await clipboard(page)).toBe(twin);
  await page.keyboard.press('Tab');
  await expect(control(page).getByRole('link', { name: LABELS.en.view })).toBeFocused();
});

for (const locale of ['en', 'ru', 'zh-Hans'] as const) {
  test(`${locale}: on a 390 px phone both controls fit on one line, inside the text column`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, `${locale === 'en' ? '' : `/${locale}`}${PAGE}`);
    const button = await control(page).getByRole('button', { name: LABELS[locale].copy }).boundingBox();
    const link = await control(page).getByRole('link', { name: LABELS[locale].view }).boundingBox();
    const column = await page.locator('article .theme-doc-markdown').boundingBox();
    expect(button && link && column).toBeTruthy();
    expect(Math.round(link!.y)).toBe(Math.round(button!.y));
    expect(button!.x).toBeGreaterThanOrEqual(column!.x);
    expect(link!.x + link!.width).toBeLessThanOrEqual(column!.x + column!.width + 0.5);
  });
}

test('the control and the title do not move when the page hydrates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const positions = () =>
    page.evaluate(() => [document.querySelector('[data-copy-page]'), document.querySelector('article h1')].map((element) => element?.getBoundingClientRect().toJSON()));
  let before: unknown;
  await actBeforeHydration(page, PAGE, async () => {
    before = await positions();
  });
  expect(before).toEqual(await positions());
  expect((before as unknown[]).every(Boolean)).toBe(true);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the control and its message (${theme}) have no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    await open(page, PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await control(page).getByRole('button', { name: LABELS.en.copy }).click();
    await expect(control(page).getByRole('status')).toHaveText(LABELS.en.copied);
    const results = await new AxeBuilder({ page }).include('[data-copy-page]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.passes.length, 'axe checked the control').toBeGreaterThan(0);
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
