import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkPage,
  commandsDiffer,
  pageCommands,
  type Snapshot,
} from '../../scripts/lib/template-commands.mjs';
import { templateSnapshot } from '../../scripts/template-snapshot.mjs';

const ROOT = join(__dirname, '..', '..');
const FIXTURES = 'tests/unit/fixtures/template-commands';
const SNAPSHOT_FILE = 'samples/templates/avalonia-templates-11.3.12.json';
const snapshot = JSON.parse(readFileSync(join(ROOT, SNAPSHOT_FILE), 'utf8')) as Snapshot;
/** A clone of AvaloniaUI/avalonia-dotnet-templates; where there is none, the snapshot is taken as committed. */
const MIRROR = process.env.TEMPLATES_REPO ?? '/work/.mirror/AvaloniaUI+avalonia-dotnet-templates/repo';

/** The failures of a fixture page, as the check prints them. */
function failures(name: string): string[] {
  const file = `${FIXTURES}/${name}.md`;
  return checkPage(file, readFileSync(join(ROOT, file), 'utf8'), snapshot).failures;
}

describe('dotnet new commands against the Avalonia.Templates snapshot', () => {
  it('the home page installs the templates version the docs pin, not the newest (12.x) one', () => {
    const hero = readFileSync(join(ROOT, 'src/components/HomeHero/index.tsx'), 'utf8');
    expect(/dotnet new install Avalonia\.Templates(::[\d.]+)?/.exec(hero)?.[0]).toBe(`dotnet new install Avalonia.Templates::${snapshot.source.version}`);
  });

  it('names an option the template does not have, at the line the command starts on', () => {
    const [failure, ...rest] = failures('unknown-option');
    expect(rest).toEqual([]);
    expect(failure).toMatch(new RegExp(`^${FIXTURES}/unknown-option\\.md:8: .*--toolkit is not an option of avalonia\\.mvvm`));
    expect(failure).toContain('--mvvm|-m');
  });

  it('names a value that is not among the choices, in inline code', () => {
    expect(failures('wrong-choice')).toEqual([
      expect.stringMatching(new RegExp(`^${FIXTURES}/wrong-choice\\.md:7: .*--mvvm Prism: not a choice .*ReactiveUI, CommunityToolkit`)),
    ]);
  });

  it('fails a project command without --framework, and one whose framework is not the one its section promises', () => {
    expect(failures('missing-framework')).toEqual([
      expect.stringMatching(new RegExp(`^${FIXTURES}/missing-framework\\.md:10: dotnet new avalonia\\.app -o MyApp: names no --framework.*net10\\.0 in 11\\.3\\.12.*--framework net8\\.0`)),
      expect.stringMatching(new RegExp(`^${FIXTURES}/missing-framework\\.md:18: .*creates a net9\\.0 project, but line 15 says "targets net8\\.0": add --framework net8\\.0`)),
    ]);
  });

  it('fails an install of another template version than the snapshot', () => {
    expect(failures('wrong-install')).toEqual([
      expect.stringMatching(new RegExp(`^${FIXTURES}/wrong-install\\.md:8: .*installs Avalonia\\.Templates 11\\.3\\.10, .*checked against 11\\.3\\.12`)),
    ]);
  });

  it('fails an unknown template name', () => {
    expect(failures('unknown-template')).toEqual([
      expect.stringMatching(new RegExp(`^${FIXTURES}/unknown-template\\.md:6: .*no template "avalonia\\.mvvvm".*avalonia\\.mvvm`)),
    ]);
  });

  it('accepts short names, case-insensitive choices, --option=value, bool values and a bare template name', () => {
    expect(failures('good')).toEqual([]);
  });

  it('reads the prose: "target .NET 8" promises net8.0, "without it, ... target net10.0" does not', () => {
    const { promises } = pageCommands(readFileSync(join(ROOT, FIXTURES, 'good.md'), 'utf8'));
    expect(promises.flat().map((p) => p.framework)).toEqual(['net8.0', 'net8.0']);
  });

  it('fails a translation whose commands are not its English page\'s', () => {
    const english = pageCommands('```bash\ndotnet new avalonia.app -o A --framework net8.0\n```\n').commands;
    const same = pageCommands('Текст.\n\n```bash\ndotnet new avalonia.app -o A --framework net8.0\n```\n').commands;
    const other = pageCommands('Текст.\n\n```bash\ndotnet new avalonia.app -o A\n```\n').commands;
    const reordered = pageCommands('Use `dotnet new avalonia.window` or `dotnet new avalonia.app -o A`.\n').commands;
    const englishProse = pageCommands('Use `dotnet new avalonia.app -o A` or `dotnet new avalonia.window`.\n').commands;
    expect(commandsDiffer('ru.md', same, 'en.md', english)).toBeUndefined();
    expect(commandsDiffer('ru.md', reordered, 'en.md', englishProse)).toBeUndefined();
    expect(commandsDiffer('ru.md', other, 'en.md', english)).toBe(
      'ru.md:4: has "dotnet new avalonia.app -o A" where en.md:2 has "dotnet new avalonia.app -o A --framework net8.0": ' +
        "a translation keeps its English page's commands",
    );
  });

  it('passes on every page of the site, in every locale', () => {
    const out = execFileSync('node', ['scripts/check-template-commands.mjs'], { cwd: ROOT, encoding: 'utf8' });
    expect(out).toMatch(/ 0 failures\n$/);
  }, 300_000);
});

describe('the snapshot', () => {
  it('gives the options the names dotnet new gives them', () => {
    const mvvm = snapshot.templates.find((t) => t.shortNames.includes('avalonia.mvvm') && t.language === 'C#');
    const usercontrol = snapshot.templates.find((t) => t.shortNames.includes('avalonia.usercontrol'));
    expect(mvvm?.parameters.map((p) => [p.long, p.short])).toEqual([
      ['--framework', '-f'], ['--no-restore', null], ['--mvvm', '-m'], ['--avalonia-version', '-av'],
      ['--compiled-bindings', '-cb'], ['--remove-view-locator', '-rvl'],
    ]);
    // -n is dotnet new's --name, so the namespace option gets the next free short name.
    expect(usercontrol?.parameters.map((p) => [p.long, p.short])).toEqual([['--namespace', '-na']]);
  });

  it.skipIf(!existsSync(MIRROR))('is what the script generates from the tag it names', () => {
    expect(templateSnapshot(MIRROR, snapshot.source.tag)).toEqual(snapshot);
  });
});
