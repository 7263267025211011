// @ts-check
// Front matter read as the build reads it (Docusaurus's own parser), so that a YAML mistake, such as an unquoted
// `: ` in a translated description, fails the writers' checks with its line instead of failing the build later.
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';

/**
 * @param {string} source a Markdown or MDX file
 * @param {string} filePath for Docusaurus's messages
 * @returns {Promise<{ line: number, message: string } | null>} the first problem, with its line in the file
 */
export async function frontMatterProblem(source, filePath) {
  try {
    await DEFAULT_PARSE_FRONT_MATTER({ fileContent: source, filePath });
    return null;
  } catch (error) {
    const e = /** @type {Error & { reason?: string, mark?: { line: number } }} */ (error);
    // gray-matter hands js-yaml the text from the end of the opening `---` line, and js-yaml counts lines from 0:
    // its line n is the file's line n + 1.
    return { line: (e.mark?.line ?? 0) + 1, message: e.reason ?? e.message.split('\n')[0] ?? 'unreadable' };
  }
}

/**
 * The checks' report line for a file whose front matter does not parse, or null.
 * @param {string} source @param {string} file repo-relative path
 * @returns {Promise<string | null>}
 */
export async function frontMatterFailure(source, file) {
  const problem = await frontMatterProblem(source, file);
  return problem && `${file}:${problem.line}: front matter does not parse: ${problem.message}`;
}
