#!/usr/bin/env bash
# Regenerates the ru and zh-Hans translation files and fails if that changes them: a string added to the
# chrome or a new sidebar category must be extracted (npm run write-translations) and translated in the commit.
set -euo pipefail
cd "$(dirname "$0")/.."
snapshot() { find i18n -name '*.json' -type f -print0 | sort -z | xargs -0 sha1sum; }
before=$(snapshot)
for locale in ru zh-Hans; do
  npx docusaurus write-translations --locale "$locale" >/dev/null
done
after=$(snapshot)
if [ "$before" != "$after" ]; then
  diff <(echo "$before") <(echo "$after") >&2 || true
  echo "Translation files are out of date: run 'npm run write-translations -- --locale <locale>' for ru and zh-Hans, translate the new entries, commit." >&2
  exit 1
fi
echo "check:translations: translation files are up to date"
# A translation without an English page or a valid translated_from, or a UI string translated but not stamped,
# would escape the status the site shows readers (outdated pages and strings do not fail: README, Translating a page).
node scripts/translation-status.mjs --strict --summary
