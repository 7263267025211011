import { Buffer, isUtf8 } from 'node:buffer';
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { builtPath, describeBuilt } from '../built-site';

/** Files of the build that are not text; every other file (HTML, JS, CSS, JSON, XML, SVG, txt...) must be UTF-8. */
const BINARY = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.woff', '.woff2', '.ttf', '.mp4', '.webm']);

/** Byte offset of the first byte that does not start a valid UTF-8 sequence, or -1. */
function firstInvalidUtf8(bytes: Buffer): number {
  if (isUtf8(bytes)) return -1;
  // The decoder puts U+FFFD for each invalid sequence and keeps everything before it, so the text before the first
  // U+FFFD that was not in the file (as the bytes EF BF BD) re-encodes to the invalid sequence's offset.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  for (let index = text.indexOf('\uFFFD'); index !== -1; index = text.indexOf('\uFFFD', index + 1)) {
    const offset = Buffer.byteLength(text.slice(0, index));
    if (bytes[offset] !== 0xef || bytes[offset + 1] !== 0xbf || bytes[offset + 2] !== 0xbd) return offset;
  }
  return -1;
}

/** What is wrong with a text file's bytes, with the byte offset, or undefined when it is clean UTF-8 without NUL. */
export function encodingProblem(bytes: Buffer): string | undefined {
  const nul = bytes.indexOf(0);
  const invalid = firstInvalidUtf8(bytes);
  if (nul !== -1 && (invalid === -1 || nul < invalid)) return `NUL byte at byte offset ${nul}`;
  if (invalid !== -1) return `invalid UTF-8 at byte offset ${invalid}`;
  return undefined;
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return BINARY.has(extname(entry.name).toLowerCase()) ? [] : [full];
  });
}

describeBuilt('the built site', () => {
  it('is valid UTF-8 without NUL bytes in every text file (HTML, JS, CSS, JSON, XML, SVG, txt)', () => {
    const build = builtPath('build');
    const files = textFiles(build);
    expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(100);
    const problems = files.flatMap((file) => {
      const problem = encodingProblem(readFileSync(file));
      return problem ? [`build/${relative(build, file)}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('is checked with the offset of the first NUL byte or invalid UTF-8 sequence', () => {
    expect(encodingProblem(Buffer.from('<p>Угл\0ублённые темы</p>'))).toBe('NUL byte at byte offset 9');
    expect(encodingProblem(Buffer.from([0x3c, 0x70, 0x3e, 0xd0, 0x3c]))).toBe('invalid UTF-8 at byte offset 3');
    expect(encodingProblem(Buffer.concat([Buffer.from('\uFFFD ok'), Buffer.from([0xe2, 0x80])]))).toBe(
      'invalid UTF-8 at byte offset 6',
    );
    expect(encodingProblem(Buffer.from('\uFEFF<svg>Углублённые темы 中文</svg>'))).toBeUndefined();
  });
});
