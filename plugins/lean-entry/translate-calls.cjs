// A webpack/Rspack loader for the browser build (see ./index.ts). CommonJS: the bundler requires loaders with Node.
'use strict';

const acorn = require('acorn');
const walk = require('acorn-walk');
const MagicString = require('magic-string').default;

/**
 * Docusaurus's `translate({ id, message, description })` and `<Translate id description>message</Translate>` carry
 * strings the browser does not need:
 * - the note for translators (`description`), which `write-translations` copies into code.json and nothing reads at
 *   run time, though the theme's were in every doc page's JS;
 * - in a locale's build, for an id the locale translates (`inlined`), the English message and the id: the
 *   translation goes in place of the message, so the code that shows a string carries it, and the locale's map of
 *   every translation, which Docusaurus puts in every page's entry JS, can be left empty (./code-translations.cjs).
 *   Without an id, `translate()` returns the message it is given.
 * This runs after SWC (`enforce: 'post'`), on plain JavaScript where JSX is `jsx(Translate, { … })`, and removes only
 * string literals of those two calls; every other `description` (a doc's metadata, a page's `<Head>`) stays.
 * @param {string} source an ES module as SWC emits it
 * @param {ReadonlyMap<string, string>} [inlined] ids the build's locale translates, with their translations
 * @returns {string}
 */
function withoutTranslatorNotes(source, inlined = new Map()) {
  const translates = inlined.size > 0 && /\bTranslate\b|\btranslate\b/.test(source);
  if (!source.includes('description') && !translates) return source;
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const code = new MagicString(source);
  walk.simple(ast, {
    CallExpression(node) {
      const call = /** @type {import('acorn').CallExpression} */ (node);
      const options = translateOptions(call);
      if (!options) return;
      const { properties, message } = options;
      const idProperty = properties.find((property) => property.type === 'Property' && !property.computed && keyName(property.key) === 'id');
      const id = idProperty?.type === 'Property' && idProperty.value.type === 'Literal' ? idProperty.value.value : undefined;
      const dropped = new Set(['description']);
      const translation = typeof id === 'string' ? inlined.get(id) : undefined;
      if (translation !== undefined) {
        code.overwrite(...messageRange(properties, message, String(id)), JSON.stringify(translation));
        dropped.add('id');
      }
      properties.forEach((property, index) => {
        if (
          property.type !== 'Property' ||
          property.computed ||
          !dropped.has(keyName(property.key) ?? '') ||
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
 * The options object of `translate({…})` or of `jsx(Translate, {…})` with the name of its message property, or null
 * for any other call.
 * @param {import('acorn').CallExpression} call
 * @returns {{ properties: import('acorn').ObjectExpression['properties'], message: 'message' | 'children' } | null}
 */
function translateOptions(call) {
  const [first, second] = call.arguments;
  const callee = calleeName(call.callee);
  if (callee === 'translate' && first?.type === 'ObjectExpression') return { properties: first.properties, message: 'message' };
  const isJsx = callee === 'jsx' || callee === 'jsxs' || callee === '_jsx' || callee === '_jsxs' || callee === 'jsxDEV';
  if (isJsx && first?.type === 'Identifier' && /^_?Translate\d*$/.test(first.name) && second?.type === 'ObjectExpression') {
    return { properties: second.properties, message: 'children' };
  }
  return null;
}

/**
 * Where the string literal of the message property is, for an id whose translation goes in its place.
 * @param {import('acorn').ObjectExpression['properties']} properties
 * @param {'message' | 'children'} message
 * @param {string} id
 * @returns {[number, number]}
 */
function messageRange(properties, message, id) {
  const property = properties.find((candidate) => candidate.type === 'Property' && !candidate.computed && keyName(candidate.key) === message);
  if (property?.type === 'Property' && property.value.type === 'Literal' && typeof property.value.value === 'string') {
    return [property.value.start, property.value.end];
  }
  throw new InlineError(`the translation of "${id}" goes in place of its message, so its translate() or <Translate> needs the message as a plain string`);
}

/** A call this loader cannot translate in place: the module is valid, the call is not one it can rewrite. */
class InlineError extends Error {}

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

/**
 * @this {{ resourcePath: string, getOptions(): { inlined: Record<string, string> } }}
 * @param {string} source
 */
module.exports = function translateCallsLoader(source) {
  const { inlined } = this.getOptions();
  try {
    return withoutTranslatorNotes(source, new Map(Object.entries(inlined)));
  } catch (error) {
    if (error instanceof InlineError) throw new Error(`plugins/lean-entry/translate-calls.cjs: ${this.resourcePath}: ${error.message}`);
    throw new Error(
      `plugins/lean-entry/translate-calls.cjs could not read ${this.resourcePath} as SWC emitted it: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
};
module.exports.withoutTranslatorNotes = withoutTranslatorNotes;
