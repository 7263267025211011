import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, isSameDocument, markDocument } from './support/hydration';

const PAGE = '/docs/basics/user-interface/styling/styles';

/**
 * The URLs of the scripts the page runs whose code contains `text`, filled in as they arrive. Scripts run, not
 * prefetched: a page may prefetch a linked page's chunks once idle.
 */
function scriptsRunContaining(page: Page, text: string): string[] {
  const urls: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text()).includes(text)) urls.push(response.url());
  });
  return urls;
}

test('on a phone, a C# sample is highlighted, offers word wrap when it overflows, and recolours in dark mode', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, PAGE);
  const block = page.locator('.theme-code-block.language-csharp').first();
  const code = block.locator('code');
  const keyword = code.locator('.token.keyword').first();
  await expect(keyword).toBeVisible();

  // The button appears once the block has measured that it scrolls sideways (a re-render after hydration).
  const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
  await wrap.click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  expect(await code.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await wrap.click();
  await expect(code).not.toHaveCSS('white-space', 'pre-wrap');

  const lightColour = await keyword.evaluate((element) => getComputedStyle(element).color);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => keyword.evaluate((element) => getComputedStyle(element).color)).not.toBe(lightColour);
  await expect(code.locator('.token.keyword').first()).toBeVisible();
});

test('code is highlighted after moving in-app from a page without code, which does not run Prism', async ({ page }) => {
  const prismScripts = scriptsRunContaining(page, 'lang(?:uage)?-([\\w-]+)');
  await gotoHydrated(page, '/');
  await markDocument(page);
  expect(prismScripts).toEqual([]);

  await page.locator(`main a[href="${PAGE}"]`).first().click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.locator('.theme-code-block.language-csharp .token.keyword').first()).toBeVisible();
  await expect(page.locator('.theme-code-block.language-xml .token.tag').first()).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  expect(prismScripts).toHaveLength(1);
});

// `dotnet new install …` on the install page: Prism's shell grammar knows `install` as a command.
const installCommand = (page: Page) => page.locator('.theme-code-block.language-bash', { hasText: 'dotnet new install' });

test('shell commands are highlighted on pages that have them; only code rendered in the browser loads the shell grammar', async ({ page }) => {
  const bashScripts = scriptsRunContaining(page, 'languages.shell=');
  // A page with C# and XAML but no shell commands, then one with them, reached in-app.
  await gotoHydrated(page, PAGE);
  await expect(page.locator('.theme-code-block.language-csharp .token.keyword').first()).toBeVisible();
  await gotoHydrated(page, '/docs/welcome');
  await markDocument(page);
  expect(bashScripts).toEqual([]);

  await page.locator('article a[href="/docs/get-started/install"]').first().click();
  await expect(page).toHaveURL('/docs/get-started/install');
  await expect(installCommand(page).locator('.token.function')).toHaveText(['install']);
  expect(await isSameDocument(page)).toBe(true);
  expect(bashScripts).toHaveLength(1);

  // Opened directly, the page shows the lines the server highlighted, and loads neither Prism nor the grammar.
  const scriptsOfDirectOpen: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scriptsOfDirectOpen.push(response.url());
  });
  await gotoHydrated(page, '/docs/get-started/install');
  await expect(installCommand(page).locator('.token.function')).toHaveText(['install']);
  await page.waitForLoadState('networkidle');
  expect(scriptsOfDirectOpen.length).toBeGreaterThan(0);
  expect(scriptsOfDirectOpen.filter((url) => bashScripts.includes(url))).toEqual([]);
});

// The keyword colour of each Prism theme (config/code-themes.ts: our light theme, vsDark), as computed styles.
const KEYWORD_COLOUR = { light: 'rgb(0, 0, 159)', dark: 'rgb(86, 156, 214)' } as const;

for (const scheme of ['light', 'dark'] as const) {
  test(`a page opened in ${scheme} mode shows the ${scheme} code colours in the lines the server highlighted, without Prism`, async ({
    page,
  }) => {
    const prismScripts = scriptsRunContaining(page, 'lang(?:uage)?-([\\w-]+)');
    await page.emulateMedia({ colorScheme: scheme });
    // The code lines as the server rendered them, kept before the scripts run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') Object.assign(window, { __serverLines: Array.from(document.querySelectorAll('.theme-code-block .token-line')) });
      });
    });
    await gotoHydrated(page, PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    const keyword = page.locator('.theme-code-block.language-csharp .token.keyword').first();
    await expect.poll(() => keyword.evaluate((element) => getComputedStyle(element).color)).toBe(KEYWORD_COLOUR[scheme]);

    // The server's lines carry both themes' colours: readers in either mode keep them, and never download Prism.
    const kept = await page.evaluate(() => {
      const before = (window as unknown as { __serverLines: Element[] }).__serverLines;
      return { before: before.length, kept: before.filter((line) => line.isConnected).length };
    });
    expect(kept.before).toBeGreaterThan(10);
    expect(kept.kept).toBe(kept.before);
    expect(prismScripts).toEqual([]);
  });
}

// The plain colours of each code theme (config/code-themes.ts: our light theme, vsDark), as computed styles.
const BLOCK_COLOURS = {
  light: { color: 'rgb(36, 41, 47)', background: 'rgb(246, 248, 250)' },
  dark: { color: 'rgb(156, 220, 254)', background: 'rgb(30, 30, 30)' },
} as const;

for (const scheme of ['light', 'dark'] as const) {
  test(`before its scripts run, a page opened in ${scheme} mode shows its code blocks in the ${scheme} code theme`, async ({ page }) => {
    // The page never hydrates: what the reader sees is the server's HTML, the CSS and the colour-mode script.
    await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    const block = page.locator('.theme-code-block.language-csharp').first();
    const colours = await block.evaluate((container) => {
      const pre = container.querySelector('pre')!;
      const keyword = pre.querySelector('.token.keyword')!;
      return {
        container: getComputedStyle(container).backgroundColor,
        pre: { color: getComputedStyle(pre).color, background: getComputedStyle(pre).backgroundColor },
        keyword: getComputedStyle(keyword).color,
      };
    });
    expect(colours).toEqual({ container: BLOCK_COLOURS[scheme].background, pre: BLOCK_COLOURS[scheme], keyword: KEYWORD_COLOUR[scheme] });
  });
}

test('code in tabs, which remount once the page has hydrated, stays highlighted without Prism', async ({ page }) => {
  const prismScripts = scriptsRunContaining(page, 'lang(?:uage)?-([\\w-]+)');
  await gotoHydrated(page, '/docs/basics/data/data-binding');
  const tabs = page.locator('.tabs-container').first();
  await expect(tabs.locator('.theme-code-block.language-xml .token.tag').first()).toBeVisible();
  await tabs.getByRole('tab', { name: 'C#' }).click();
  await expect(tabs.locator('.theme-code-block.language-csharp .token.keyword').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(prismScripts).toEqual([]);
});
