// @ts-check
// Checks one XML/XAML code block: well-formed, Avalonia namespace on XAML documents, every prefix declared.
import { XMLValidator } from 'fast-xml-parser';

export const AVALONIA_NS = 'https://github.com/avaloniaui';
export const XAML_NS = 'http://schemas.microsoft.com/winfx/2006/xaml';
/** WPF's namespace is legitimate only where a page shows WPF code (XPF runs WPF XAML; migration pages compare). */
export const WPF_NS = 'http://schemas.microsoft.com/winfx/2006/xaml/presentation';

const FRAGMENT_OPEN =
  `<Fragment xmlns="${AVALONIA_NS}" xmlns:x="${XAML_NS}" ` +
  'xmlns:d="https://github.com/avaloniaui" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006">';

/**
 * @typedef {object} SampleError
 * @property {number} line 1-based line inside the block
 * @property {string} message
 */

/** @param {string} code */
function rootStartTag(code) {
  const withoutProlog = code.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g, '');
  return /<([A-Za-z_][\w.:-]*)([^>]*)>/.exec(withoutProlog);
}

/** @param {string} code @param {number} index */
const lineAt = (code, index) => code.slice(0, index).split('\n').length;

/**
 * @param {string} code
 * @param {{ lang: string, meta: string, allowWpf: boolean }} context
 * @returns {SampleError | null}
 */
export function checkXmlSample(code, { lang, meta, allowWpf }) {
  const root = rootStartTag(code);
  if (!root) return { line: 1, message: 'no XML element found' };
  const rootAttrs = root[2] ?? '';
  const isDocument = /\bxmlns(:\w+)?\s*=/.test(rootAttrs) || /^\s*<\?xml/.test(code);
  const text = isDocument ? code : `${FRAGMENT_OPEN}\n${code}\n</Fragment>`;
  const offset = isDocument ? 0 : 1;

  const result = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (result !== true) {
    return { line: Math.max(1, result.err.line - offset), message: `not well-formed XML: ${result.err.msg}` };
  }

  const declared = new Set(['xml', 'xmlns']);
  for (const m of text.matchAll(/\sxmlns:([\w.-]+)\s*=/g)) declared.add(m[1] ?? '');
  for (const m of text.matchAll(/<\/?([\w.-]+):[\w.-]+|\s([\w.-]+):[\w.-]+\s*=/g)) {
    const prefix = m[1] ?? m[2] ?? '';
    if (!declared.has(prefix)) {
      return {
        line: Math.max(1, lineAt(text, m.index) - offset),
        message: `namespace prefix "${prefix}:" is not declared` +
          (isDocument ? '' : ' (a fragment may use only the default and x: namespaces; show the full document)'),
      };
    }
  }

  const defaultNs = /\sxmlns\s*=\s*"([^"]*)"/.exec(rootAttrs)?.[1];
  const title = /title="([^"]*)"/.exec(meta)?.[1] ?? '';
  const isXaml = lang === 'xaml' || /\.(a?xaml|paml)$/i.test(title) || /\sxmlns:x\s*=/.test(rootAttrs) ||
    defaultNs === AVALONIA_NS || defaultNs === WPF_NS;
  if (isDocument && isXaml) {
    const ok = defaultNs === AVALONIA_NS || (allowWpf && defaultNs === WPF_NS);
    if (!ok) {
      return {
        line: lineAt(code, root.index),
        message: `XAML root <${root[1] ?? ''}> must declare xmlns="${AVALONIA_NS}"` +
          (defaultNs ? ` (found "${defaultNs}")` : ''),
      };
    }
  }
  return null;
}
