import { expect, test } from '@playwright/test';
import { i18n } from '../../config/locales';
import { gotoHydrated } from './support/hydration';

/**
 * Desktop widths, from Docusaurus's mobile breakpoint (996 px and below show the menu button instead) to a wide screen,
 * with those on either side of where the navbar's items change (src/css/custom.css).
 */
const WIDTHS = [997, 1100, 1199, 1200, 1280, 1399, 1400, 1440, 1920];

/**
 * What a reader would see wrong in the navbar: an item on two lines, text cut off, two things drawn over each other,
 * or a thing past the window's edge. The things are the logo, the title and each item (links, dropdowns, the version,
 * the language menu, the search button and the colour mode switch).
 */
function navbarProblems(): string[] {
  const navbar = document.querySelector('nav.navbar')!;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
  };
  const name = (element: Element) => {
    const label = element.matches('.dropdown') ? element.querySelector('.navbar__link')! : element;
    return (label.textContent?.trim() || label.getAttribute('aria-label') || label.getAttribute('alt') || '').slice(0, 30);
  };
  const problems: string[] = [];
  const LABELS = '.navbar__title, .navbar__link, .DocSearch-Button';

  const title = navbar.querySelector('.navbar__title');
  const titleShown = title !== null && getComputedStyle(title).display !== 'none';
  const items = [
    ...Array.from(navbar.querySelectorAll('.navbar__logo img')).filter(shown),
    ...(titleShown ? [title] : []),
    ...Array.from(navbar.querySelectorAll('.navbar__items > *')).filter(
      (item) => !item.matches('.navbar__brand, .navbar__toggle') && shown(item),
    ),
  ];

  for (const item of items) {
    const style = getComputedStyle(item);
    const oneLine = 1.5 * parseFloat(style.lineHeight) + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    if (item.getBoundingClientRect().height > oneLine) problems.push(`"${name(item)}" takes more than one line`);
    // Text past the box of its label is cut off (the title's, ellipsised).
    const labels = [item, ...Array.from(item.querySelectorAll('*'))].filter((element) => element.matches(LABELS));
    for (const label of labels) {
      if (getComputedStyle(label).display === 'inline') continue;
      if (label.scrollWidth > label.clientWidth) {
        problems.push(`"${name(label)}" is cut off (${label.scrollWidth} > ${label.clientWidth} px)`);
      }
    }
    const box = item.getBoundingClientRect();
    if (box.left < 0 || box.right > window.innerWidth) problems.push(`"${name(item)}" is past the window's edge`);
  }
  items.forEach((a, i) =>
    items.slice(i + 1).forEach((b) => {
      const one = a.getBoundingClientRect();
      const other = b.getBoundingClientRect();
      const width = Math.min(one.right, other.right) - Math.max(one.left, other.left);
      const height = Math.min(one.bottom, other.bottom) - Math.max(one.top, other.top);
      if (width > 0.5 && height > 0.5) problems.push(`"${name(a)}" and "${name(b)}" overlap`);
    }),
  );
  return problems;
}

for (const locale of i18n.locales) {
  const prefix = locale === i18n.defaultLocale ? '' : `/${locale}`;
  const label = i18n.localeConfigs[locale]!.label!;

  test(`${locale}: on a doc page the navbar fits on one line at every desktop width, its controls keep their names`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await gotoHydrated(page, `${prefix}/docs/welcome`);
    const navbar = page.locator('nav.navbar');
    const search = navbar.locator('.DocSearch-Button');
    const searchName = (await search.getAttribute('aria-label')) ?? '';
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(navbarProblems), `${width} px`).toEqual([]);
      // Where they show only their icons, the search button and the language menu keep their names.
      await expect(navbar.getByRole('button', { name: searchName, exact: true }), `${width} px`).toBeVisible();
      await expect(navbar.getByRole('button', { name: label, exact: true }), `${width} px`).toBeVisible();
    }
  });
}
