import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../e2e/support/hydration';

/** A page translated into Russian, current in main: its English source is edited and restored by the test. */
const ENGLISH = join(__dirname, '..', '..', 'docs', 'basics', 'user-interface', 'styling', 'styles.md');
const RUSSIAN_PAGE = '/ru/docs/basics/user-interface/styling/styles';

test('a translator running start:ru sees the outdated notice as soon as the English page is saved, and sees it go when the edit is undone', async ({
  page,
}) => {
  const original = readFileSync(ENGLISH, 'utf8');
  await gotoHydrated(page, RUSSIAN_PAGE);
  const outdated = page.locator('[data-translation-notice="outdated"]');
  await expect(page.locator('article h1')).toHaveText('Стили');
  await expect(outdated, 'the translation is current before the edit').toHaveCount(0);
  try {
    writeFileSync(ENGLISH, `${original}\nA sentence the translation does not have yet.\n`);
    // No reload: the dev server pushes the change to the open page.
    await expect(outdated).toBeVisible({ timeout: 30_000 });
  } finally {
    writeFileSync(ENGLISH, original);
  }
  await expect(outdated, 'the English page is as the translation was made from again').toHaveCount(0, { timeout: 30_000 });
});
