import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { hits, modal, searchInput } from './support/search-modal';

// Needs the three-locale build (npm run build:test). Readers of a translation search in their language and reach the
// translated pages of every area: the guides and reference (issues 37 and 39), the rest of /docs, /accelerate and
// /xpf (issues 38 and 40), not only the pages translated before them. The modal searches the area being read.
const QUERIES = {
  ru: [
    { query: 'привязаться к коллекции', page: '/ru/docs/guides/data-binding/how-to-bind-to-a-collection' },
    { query: 'приоритет сеттеров', page: '/ru/docs/guides/styles-and-resources/setter-precedence' },
    { query: 'данные времени разработки', page: '/ru/docs/guides/implementation-guides/how-to-use-design-time-data' },
    { query: 'распознаватель жестов', page: '/ru/docs/reference/gestures' },
    { query: 'селекторы стилей', page: '/ru/docs/reference/styles/style-selector-syntax' },
    { query: 'переход с версии 0.10', page: '/ru/docs/stay-up-to-date/upgrade-from-0.10' },
    { query: 'нотаризация', page: '/ru/accelerate/tools/parcel/apple/notary' },
    { query: 'точки останова', page: '/ru/accelerate/tools/dev-tools/tools/breakpoints' },
    { query: 'дескрипторы окон', page: '/ru/xpf/advanced/window-handles' },
    { query: 'отсутствующие возможности', page: '/ru/xpf/missing-features' },
  ],
  'zh-Hans': [
    { query: '绑定到集合', page: '/zh-Hans/docs/guides/data-binding/how-to-bind-to-a-collection' },
    { query: '设置器优先级', page: '/zh-Hans/docs/guides/styles-and-resources/setter-precedence' },
    { query: '设计时数据', page: '/zh-Hans/docs/guides/implementation-guides/how-to-use-design-time-data' },
    { query: '手势识别器', page: '/zh-Hans/docs/reference/gestures' },
    { query: '样式选择器', page: '/zh-Hans/docs/reference/styles/style-selector-syntax' },
    { query: '从 0.10 升级', page: '/zh-Hans/docs/stay-up-to-date/upgrade-from-0.10' },
    { query: '公证', page: '/zh-Hans/accelerate/tools/parcel/apple/notary' },
    { query: '断点工具', page: '/zh-Hans/accelerate/tools/dev-tools/tools/breakpoints' },
    { query: '窗口句柄', page: '/zh-Hans/xpf/advanced/window-handles' },
    { query: '缺失的功能', page: '/zh-Hans/xpf/missing-features' },
  ],
} as const;

for (const [locale, queries] of Object.entries(QUERIES)) {
  for (const { query, page: expected } of queries) {
    test(`the ${locale} query "${query}" finds ${expected} among the first five hits`, async ({ page }) => {
      const area = expected.split('/')[2];
      await gotoHydrated(page, `/${locale}/${area}/welcome`);
      await page.keyboard.press('Control+k');
      await expect(modal(page)).toBeVisible();
      await searchInput(page).fill(query);
      await expect(hits(page).first()).toBeVisible({ timeout: 15_000 });
      const links = await hits(page)
        .locator('a')
        .evaluateAll((anchors) => anchors.slice(0, 5).map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
      expect(links.map((link) => link.replace(/#.*$/, ''))).toContain(expected);
      // The hit is the translation: no EN badge on it.
      const hit = hits(page).filter({ has: page.locator(`a[href^="${expected}"]`) }).first();
      await expect(hit).not.toContainText('EN');
    });
  }
}
