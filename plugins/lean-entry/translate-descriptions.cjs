// A webpack/Rspack loader for the browser build (see ./index.ts). CommonJS: the bundler requires loaders with Node.
'use strict';

const acorn = require('acorn');
const walk = require('acorn-walk');
const MagicString = require('magic-string').default;

/**
 * Docusaurus's `translate({ id, message, description })` and `<Translate id description>` carry a note for
 * translators (`description`) that `write-translations` copies into code.json and that nothing reads at run time.
 * The theme's ~60 of them were about 1 KiB gzip of every doc page's JS. This runs after SWC (`enforce: 'post'`), on
 * plain JavaScript where JSX is `jsx(Translate, { … })`, and removes only a string-literal `description` of those
 * two calls; every other `description` (a doc's metadata, a page's `<Head>`) stays.
 * @param {string} source an ES module as SWC emits it
 * @returns {string}
 */
function withoutTranslatorNotes(source) {
  if (!source.includes('description')) return source;
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const code = new MagicString(source);
  walk.simple(ast, {
    CallExpression(node) {
      const call = /** @type {import('acorn').CallExpression} */ (node);
      const options = translateOptions(call);
      if (!options) return;
      const properties = options.properties;
      properties.forEach((property, index) => {
        if (
          property.type !== 'Property' ||
          property.computed ||
          keyName(property.key) !== 'description' ||
          property.value.type !== 'Literal' ||
          typeof property.value.value !== 'string'
        ) {
          return;
        }
        // With the comma that follows it, or for the last property the one before it.
        const next = properties[index + 1];
        const previous = properties[index - 1];
        if (next) code.remove(property.start, next.start);
        else if (previous) code.remove(previous.end, property.end);
        else code.remove(property.start, property.end);
      });
    },
  });
  return code.hasChanged() ? code.toString() : source;
}

/**
 * The options object of `translate({…})` or of `jsx(Translate, {…})`, or null for any other call.
 * @param {import('acorn').CallExpression} call
 * @returns {import('acorn').ObjectExpression | null}
 */
function translateOptions(call) {
  const [first, second] = call.arguments;
  const callee = calleeName(call.callee);
  if (callee === 'translate' && first?.type === 'ObjectExpression') return first;
  const isJsx = callee === 'jsx' || callee === 'jsxs' || callee === '_jsx' || callee === '_jsxs' || callee === 'jsxDEV';
  if (isJsx && first?.type === 'Identifier' && /^_?Translate\d*$/.test(first.name) && second?.type === 'ObjectExpression') return second;
  return null;
}

/**
 * `translate`, `x.translate` and SWC's `(0, x.translate)` all name `translate`.
 * @param {import('acorn').Node} node
 * @returns {string | null}
 */
function calleeName(node) {
  const callee = /** @type {import('acorn').Expression} */ (node);
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed) return keyName(callee.property);
  const last = callee.type === 'SequenceExpression' ? callee.expressions.at(-1) : undefined;
  if (last) return calleeName(last);
  return null;
}

/** @param {import('acorn').Node} key */
function keyName(key) {
  const node = /** @type {import('acorn').Expression | import('acorn').PrivateIdentifier} */ (key);
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return null;
}

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function translateDescriptionsLoader(source) {
  try {
    return withoutTranslatorNotes(source);
  } catch (error) {
    throw new Error(
      `plugins/lean-entry/translate-descriptions.cjs could not read ${this.resourcePath} as SWC emitted it: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
};
module.exports.withoutTranslatorNotes = withoutTranslatorNotes;
