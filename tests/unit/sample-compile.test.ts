// Runs `dotnet build` (through scripts/check-samples.mjs) on fixture pages: needs the .NET SDK and the NuGet
// packages of the sample project, and a cold restore takes minutes, hence the long timeout. Kept in this one file.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const FIXTURES = 'tests/unit/fixtures/sample-compile';

let output = '';
let exitCode = 0;

beforeAll(async () => {
  try {
    const result = await promisify(execFile)('node', ['scripts/check-samples.mjs', FIXTURES], {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    });
    output = result.stdout + result.stderr;
  } catch (error) {
    const e = error as { stdout: string; stderr: string; code: number };
    output = e.stdout + e.stderr;
    exitCode = e.code;
  }
}, 600_000);

describe('check:samples compiles samples', () => {
  it('fails on a compile error', () => {
    expect(exitCode).toBe(1);
  });

  it('reports a misspelled XAML property at its Markdown line', () => {
    expect(output).toMatch(new RegExp(`${FIXTURES}/xaml-property.md:11: AVLN\\d+: .*property Txet on type .*TextBlock`));
  });

  it('reports a binding path the x:DataType lacks at its Markdown line', () => {
    expect(output).toMatch(
      new RegExp(`${FIXTURES}/binding-path.md:26: AVLN\\d+: .*'Nmae' on type 'MyApp\\.ViewModels\\.PersonViewModel'`),
    );
  });

  it('reports a C# call to a member that does not exist at its Markdown line', () => {
    expect(output).toContain(`${FIXTURES}/csharp-member.md:11: CS1061: 'Button' does not contain a definition for 'PerformClick'`);
  });

  it('compiles a clean page, and lists an opt-out with its reason', () => {
    expect(output).not.toMatch(/clean\.md:\d+: (CS|AVLN)/);
    expect(output).toContain(`${FIXTURES}/clean.md:11: pseudo-code`);
  });

  it('reports a sample that needs a newer Avalonia than 11.0 under no version mark', () => {
    expect(output).toMatch(new RegExp(`${FIXTURES}/version-marks.md:9: needs Avalonia newer than 11\\.0\\.4 .*HyperlinkButton`));
    expect(output).not.toMatch(new RegExp(`${FIXTURES}/version-marks.md:25: needs`));
  });

  it('reports a XAML sample that needs a newer Avalonia than 11.0 under no version mark', () => {
    expect(output).toMatch(new RegExp(`${FIXTURES}/xaml-version.md:9: needs Avalonia newer than 11\\.0\\.4 .*RowSpacing`));
  });

  it('reports a version mark that claims more than its samples need', () => {
    expect(output).toContain(`${FIXTURES}/version-marks.md:12: the mark "Claims too much (Avalonia 11.2 and later)" claims 11.2`);
  });

  it('reads a <MinVersion /> badge in a heading as a mark, and reports it when it claims too much', () => {
    expect(output).toContain(
      `${FIXTURES}/min-version.md:6: the mark "Claims too much <MinVersion version="11.2" />" claims 11.2, but the 1 sample(s) under it compile on 11.0.4`,
    );
  });

  it('reads a <MinVersion /> badge in a table row or in the text as a mark over the samples after it', () => {
    expect(output).not.toMatch(new RegExp(`${FIXTURES}/min-version.md:\\d+: needs Avalonia`));
  });

  it('reports a <MinVersion /> badge without a usable version at its line', () => {
    expect(output).toContain(`${FIXTURES}/min-version.md:34: <MinVersion version="eleven" />: the version must be 11.0.5 or later`);
  });

  it('groups errors by page', () => {
    expect(output).toContain(`${FIXTURES}/binding-path.md: 1 compile error`);
  });
});
