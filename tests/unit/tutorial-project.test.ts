// Runs `dotnet build` on a fixture project, as check:samples builds each tutorial's project: needs the .NET SDK.
import { describe, expect, it } from 'vitest';
import { buildTutorialProject } from '../../scripts/lib/sample-compile.mjs';

describe('check:samples builds tutorial projects', () => {
  it('reports errors, and warnings the pages promise away, at the .cs file and line', async () => {
    const errors = (await buildTutorialProject('tests/unit/fixtures/tutorial-project'))
      .map((d) => `${d.file}:${d.line}: ${d.message.split(':')[0]}`);
    expect(errors).toEqual([
      'tests/unit/fixtures/tutorial-project/Broken.cs:5: CS0103',
      'tests/unit/fixtures/tutorial-project/Broken.cs:7: CS8603',
    ]);
  }, 300_000);
});
