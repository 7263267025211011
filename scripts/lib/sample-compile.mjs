// @ts-check
// Compiles the docs' C# and XAML samples with the real toolchain: one generated SDK-style project per Avalonia
// version, one file per sample, built by one `dotnet build`. C# goes through Roslyn, XAML through Avalonia's own
// XAML compiler (the `Avalonia` package's build targets), so member names, markup extensions and x:DataType
// compiled bindings are all checked. Every diagnostic is mapped back to the Markdown file and line.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './markdown-files.mjs';
import { cSharpShape, splitUsings } from './csharp-sample.mjs';
import { AVALONIA_NS, XAML_NS } from './xml-sample.mjs';

const run = promisify(execFile);

/** Where writers keep the hidden declarations a fragment may name with `context="name"` (see README, Samples). */
export const CONTEXT_DIR = 'samples/context';
/** Declarations of the platform packages the NuGet copy lacks, so that Program.cs-style samples compile. */
const STUBS_DIR = 'samples/stubs';
export const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'sample-compile');

/** Namespaces a C# fragment (members or statements) gets without writing them. */
export const FRAGMENT_USINGS = [
  'System', 'System.Collections.Generic', 'System.Collections.ObjectModel', 'System.Diagnostics', 'System.Linq',
  'System.Threading.Tasks',
  'Avalonia', 'Avalonia.Controls', 'Avalonia.Controls.ApplicationLifetimes', 'Avalonia.Controls.Primitives',
  'Avalonia.Data', 'Avalonia.Input', 'Avalonia.Interactivity', 'Avalonia.Layout', 'Avalonia.Markup.Xaml',
  'Avalonia.Media', 'Avalonia.Media.Imaging', 'Avalonia.Threading',
  'Avalonia.Platform.Storage', 'Avalonia.Styling', 'Avalonia.VisualTree', 'CommunityToolkit.Mvvm.ComponentModel',
  'CommunityToolkit.Mvvm.Input',
];

/** MSBuild and platform files fenced as xml are not XAML. */
const NOT_XAML_ROOTS = new Set(['Project', 'PropertyGroup', 'ItemGroup', 'PackageReference', 'Target', 'Import']);

/** Samples that need a package the NuGet copy does not serve are listed, not compiled. */
const UNSERVED = [
  { package: 'Avalonia.Controls.DataGrid', test: /<DataGrid\b|\bDataGrid(TextColumn|Column|<|CollectionView|SortDescription|PathGroupDescription)|\bnew DataGrid\b|StyleInclude[^>]*DataGrid/ },
  { package: 'Avalonia.Controls.ColorPicker', test: /<Color(Picker|View|Spectrum|Slider|Previewer)\b|\bIColorPalette\b|\bColorChangedEventArgs\b|Avalonia\.Controls\.ColorPicker/ },
  { package: 'Avalonia.Controls.ItemsRepeater', test: /<ItemsRepeater\b|\bnew ItemsRepeater\b/ },
  { package: 'Avalonia.ReactiveUI', test: /\bReactiveUI\b|\brxui:|ReactiveCommand|ReactiveObject|WhenAnyValue/ },
  { package: 'a platform package (Avalonia.Android, .iOS, .Browser, .Win32) or Windows Forms',
    test: /\busing Avalonia\.(Android|iOS|Browser|Win32)\b|\bSystem\.Windows\.Forms\b|\[Activity\(|\bUIApplicationDelegate\b/ },
  { package: 'Avalonia.LinuxFramebuffer', test: /StartLinux(Drm|FbDev|Direct)\b|Avalonia\.LinuxFramebuffer/ },
  { package: 'Avalonia.Headless', test: /Avalonia\.Headless|\[AvaloniaFact\]|\[AvaloniaTest\]|CaptureRenderedFrame|UseHeadless\b/ },
];

/**
 * @typedef {object} Sample
 * @property {string} file   repo-relative Markdown path
 * @property {number} line   1-based line of the first code line
 * @property {'csharp' | 'xaml'} kind
 * @property {string} value
 * @property {string} meta
 * @property {'file' | 'members' | 'statements'} [shape] C# only, inferred
 */

/**
 * @typedef {object} Diagnostic
 * @property {string} file
 * @property {number} line
 * @property {string} message
 * @property {string} version
 */

/** @param {string} meta @param {string} key */
export function metaValue(meta, key) {
  return new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(meta)?.slice(1).find((v) => v !== undefined);
}

/** @param {string} code */
function xamlRoot(code) {
  const text = code.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, '');
  const m = /<([A-Za-z_][\w.:-]*)([^>]*)>/.exec(text);
  if (!m) return null;
  const attrs = m[2] ?? '';
  return { name: m[1] ?? '', attrs, isDocument: /\bxmlns\s*=/.test(attrs) };
}

/**
 * Whether an xml/xaml block is Avalonia XAML: a document in Avalonia's namespace, or a fragment whose first
 * element is a XAML element (not an MSBuild or platform file).
 * @param {{ lang: string, value: string, meta: string }} block
 */
export function isAvaloniaXaml(block) {
  const root = xamlRoot(block.value);
  if (!root) return false;
  if (root.isDocument) return new RegExp(`\\sxmlns\\s*=\\s*"${AVALONIA_NS}"`).test(root.attrs);
  const title = metaValue(block.meta, 'title') ?? '';
  if (/\.(csproj|props|targets|plist|config)$/i.test(title)) return false;
  return /^[A-Z]/.test(root.name) && !NOT_XAML_ROOTS.has(root.name.split('.')[0] ?? '');
}

/** @param {string} code @returns {string | undefined} the package a sample needs that the NuGet copy lacks */
export function unservedPackage(code) {
  return UNSERVED.find((u) => u.test.test(code))?.package;
}

/** @param {string} file */
const pageId = (file) => 'S_' + file.replace(/\.mdx?$/, '').replace(/[^A-Za-z0-9]/g, '_');

const RESERVED_ROOTS = new Set(['Avalonia', 'System', 'CommunityToolkit', 'Microsoft', 'global', 'SkiaSharp',
  'HarfBuzzSharp', 'Tmds', 'MicroCom', 'ReactiveUI', 'Xunit', 'NUnit', 'Android', 'Foundation', 'UIKit', 'AppKit']);

/**
 * Each page's samples live in a namespace of their own, so pages may reuse names (MainWindow, MyApp.ViewModels):
 * the roots of the namespaces a page declares get the page's prefix everywhere on the page (C# and XAML).
 * @param {Sample[]} samples of one page
 */
function pageNamespaces(samples) {
  /** @type {Set<string>} */
  const roots = new Set();
  /** @type {Set<string>} */
  const declared = new Set();
  for (const s of samples) {
    const found = s.kind === 'csharp'
      ? [...s.value.matchAll(/^\s*namespace\s+([\w.]+)/gm)].map((m) => m[1] ?? '')
      : [...s.value.matchAll(/\bx:Class\s*=\s*"([\w.]+)\.\w+"/g)].map((m) => m[1] ?? '');
    const used = [...s.value.matchAll(/(?:^\s*using\s+(?:static\s+)?(?=[\w.]+\s*;)|using:|clr-namespace:)([\w.]+)/gm)]
      .map((m) => m[1] ?? '');
    for (const ns of [...found, ...used]) {
      const root = ns.split('.')[0] ?? '';
      if (RESERVED_ROOTS.has(root)) continue;
      roots.add(root);
      if (s.kind === 'csharp' && found.includes(ns)) declared.add(ns);
    }
  }
  return { roots, declared };
}

/** @param {string} code @param {Set<string>} roots @param {string} prefix */
function rewriteNamespaces(code, roots, prefix) {
  if (!roots.size) return code;
  const pattern = new RegExp(`(?<![\\w.]|avares://)(${[...roots].join('|')})(?=\\.|;|"|\\s|$)`, 'gm');
  return code.replace(pattern, `${prefix}.$1`);
}

/** An event attribute with a handler name: a routed or CLR event of the element, in Avalonia's naming. */
const EVENT_ATTRIBUTE = /\s(?:Click|Spin|Tapped|DoubleTapped|Holding|PointerPressed|PointerReleased|PointerMoved|PointerEntered|PointerExited|PointerWheelChanged|KeyDown|KeyUp|TextChanged|TextInput|SelectionChanged|GotFocus|LostFocus|Loaded|Unloaded|Opened|Closed|Closing|Checked|Unchecked|ValueChanged|IsCheckedChanged|SizeChanged|ActualThemeVariantChanged|ContainerPrepared|Drop|DragOver|DragEnter|DragLeave|Activated|Deactivated|PropertyChanged|RefreshRequested|DateChanged|SelectedDateChanged|TimeChanged|CurrentStateChanged|PastingFromClipboard|CopyingToClipboard|CuttingToClipboard|Expanded|Collapsed|Expanding|Collapsing|ScrollChanged|Tick)="([A-Za-z_]\w*)"/g;

/** The CLR type of a root element of Avalonia's XAML namespace. @param {string} name */
function clrType(name) {
  if (name === 'Application') return 'global::Avalonia.Application';
  if (name === 'Styles') return 'global::Avalonia.Styling.Styles';
  return `global::Avalonia.Controls.${name}`;
}

/** Handlers with the widest signature, which every event's delegate accepts. @param {string[]} names */
function handlerStubs(names) {
  return names.flatMap((n) => HANDLER_ARGS.map((a) => `    public void ${n}(object? sender, ${a} e) { }\n`)).join('');
}

/** The event argument types of the events EVENT_ATTRIBUTE names; XAML binds a handler of the exact signature. */
const HANDLER_ARGS = [
  'global::System.EventArgs', 'global::Avalonia.Interactivity.RoutedEventArgs', 'global::Avalonia.Input.TappedEventArgs',
  'global::Avalonia.Input.PointerEventArgs', 'global::Avalonia.Input.PointerPressedEventArgs',
  'global::Avalonia.Input.PointerReleasedEventArgs', 'global::Avalonia.Input.PointerWheelEventArgs',
  'global::Avalonia.Input.KeyEventArgs', 'global::Avalonia.Input.TextInputEventArgs',
  'global::Avalonia.Controls.TextChangedEventArgs', 'global::Avalonia.Controls.SelectionChangedEventArgs',
  'global::Avalonia.Controls.SpinEventArgs', 'global::Avalonia.Controls.RefreshRequestedEventArgs',
  'global::Avalonia.Controls.Primitives.RangeBaseValueChangedEventArgs', 'global::Avalonia.Input.DragEventArgs',
  'global::Avalonia.Controls.SizeChangedEventArgs', 'global::Avalonia.Controls.WindowClosingEventArgs',
  'global::Avalonia.Controls.ScrollChangedEventArgs', 'global::Avalonia.Input.HoldingRoutedEventArgs',
  'global::Avalonia.Controls.ContainerPreparedEventArgs', 'global::Avalonia.AvaloniaPropertyChangedEventArgs',
];

/** @param {string} page @param {string} name @returns {string} a context file's text */
function contextSource(page, name) {
  const path = join(ROOT, CONTEXT_DIR, `${name}.cs`);
  if (!existsSync(path)) throw new Error(`${page}: context="${name}" names no file ${CONTEXT_DIR}/${name}.cs`);
  return readFileSync(path, 'utf8');
}

/** @param {string} code @returns {string[]} the types a C# file declares */
const typeNames = (code) => [...code.matchAll(/\b(?:class|record|struct|interface|enum)\s+(\w+)/g)].map((m) => m[1] ?? '');

/** @param {string} path @param {string} text */
function writeIfChanged(path, text) {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  writeFileSync(path, text);
}

/** @param {string} s */
const csString = (s) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/**
 * The class a members fragment is compiled in: an owner named in a property registration, else a view model
 * for toolkit attributes, an Application for its overrides, a Window otherwise (code-behind).
 * @param {string} code
 */
function memberHost(code) {
  const owner = /\.(?:Register|RegisterAttached|RegisterDirect|AddOwner)<(\w+)\s*,/.exec(code)?.[1];
  const ctor = /^\s*(?:public|protected|private|internal|static)\s+(\w+)\s*\(/m.exec(code)?.[1];
  let base = 'global::Avalonia.Controls.Window';
  if (/override\s+object\??\s+ProvideValue\b/.test(code)) {
    base = 'global::Avalonia.Markup.Xaml.MarkupExtension';
  } else if (/\[(ObservableProperty|RelayCommand)\b|\bSetProperty\(|\bOnPropertyChanged\((nameof|"|\))/.test(code)) {
    base = 'global::CommunityToolkit.Mvvm.ComponentModel.ObservableObject';
  } else if (/OnFrameworkInitializationCompleted|RegisterServices\(\)|\bApplicationLifetime\b/.test(code)) {
    base = 'global::Avalonia.Application';
  } else if (/override\s+\S+\s+(MeasureOverride|ArrangeOverride)\b/.test(code) && /\bChildren\b/.test(code)) {
    base = 'global::Avalonia.Controls.Panel';
  }
  return { name: owner ?? (ctor && !/^(void|Task|async|override|static|string|bool|int|double|object)$/.test(ctor) ? ctor : undefined), base };
}

/**
 * @typedef {object} Generated
 * @property {string} file  Markdown file
 * @property {number} line  Markdown line of the sample's first line
 * @property {number} offset generated lines before the sample's first line (XAML; C# uses #line)
 */

/**
 * Writes the project for one Avalonia version.
 * @param {Sample[]} samples
 * @param {{ dir: string, avalonia: string, toolkit: string }} options
 * @returns {{ origins: Map<string, Generated>, pages: Map<string, { file: string, line: number }>,
 *   generated: Map<string, string> }} where each generated XAML file and each page namespace prefix come from, and
 *   the generated files' text
 */
function writeProject(samples, { dir, avalonia, toolkit }) {
  const srcDir = join(dir, 'samples');
  mkdirSync(srcDir, { recursive: true });
  /** @type {Map<string, Generated>} */
  const origins = new Map();
  /** @type {Map<string, string>} */
  const files = new Map();
  /** Page namespace prefix to the page, for errors in code a source generator wrote from a sample. */
  /** @type {Map<string, { file: string, line: number }>} */
  const pages = new Map();

  /** @type {Map<string, Sample[]>} */
  const byPage = new Map();
  for (const s of samples) byPage.set(s.file, [...(byPage.get(s.file) ?? []), s]);

  for (const [file, pageSamples] of byPage) {
    const prefix = pageId(file);
    const { roots, declared } = pageNamespaces(pageSamples);
    pages.set(prefix, { file, line: pageSamples[0]?.line ?? 1 });
    const mdPath = csString(resolve(ROOT, file));
    // Every namespace of the page's app that the page names: declared (empty) so that a page may name one it does
    // not show, and imported into fragments, which stand for code in any of them.
    /** @type {Set<string>} */
    const pageNs = new Set(declared);
    const contextFiles = [...new Set(pageSamples.map((smp) => metaValue(smp.meta, 'context')).filter((c) => c !== undefined))];
    for (const text of [...pageSamples.map((smp) => smp.value), ...contextFiles.map((c) => contextSource(file, c))]) {
      for (const m of text.matchAll(/(?:^\s*using\s+(?:static\s+)?(?=[\w.]+\s*;)|using:|clr-namespace:|^\s*namespace\s+)([\w.]+)/gm)) {
        const ns = m[1] ?? '';
        if (roots.has(ns.split('.')[0] ?? '')) pageNs.add(ns);
      }
      for (const m of text.matchAll(/\bx:Class\s*=\s*"([\w.]+)\.\w+"/g)) if (roots.has((m[1] ?? '').split('.')[0] ?? '')) pageNs.add(m[1] ?? '');
    }
    const pageUsings = [prefix, ...[...pageNs].map((ns) => `${prefix}.${ns}`)];
    /** Class names the page's C# declares, so an x:Class gets a generated partial class only when none is shown. */
    const classes = new Set(
      pageSamples.filter((s) => s.kind === 'csharp')
        .flatMap((s) => [...s.value.matchAll(/\bclass\s+(\w+)/g)].map((m) => m[1] ?? '')),
    );
    /** @type {Set<string>} */
    const contexts = new Set();
    /** @type {Set<string>} */
    const xClasses = new Set();
    /** Short name to full name of the x:Class of each XAML document on the page (first one wins). */
    /** @type {Map<string, string>} */
    const viewClasses = new Map();
    /** Short name to full name of the classes the page's whole C# files declare (the last one shown wins). */
    /** @type {Map<string, string>} */
    const shownClasses = new Map();
    for (const smp of pageSamples) {
      if (smp.kind !== 'csharp' || smp.shape !== 'file') continue;
      const ns = /^\s*namespace\s+([\w.]+)/m.exec(smp.value)?.[1];
      for (const name of typeNames(smp.value)) {
        shownClasses.set(name, ns ? rewriteNamespaces(`${ns}.${name}`, roots, prefix) : `${prefix}.${name}`);
      }
    }
    for (const smp of pageSamples) {
      if (smp.kind !== 'xaml') continue;
      const full = /\bx:Class\s*=\s*"([\w.]+)"/.exec(rewriteNamespaces(smp.value, roots, prefix))?.[1];
      const short = full?.split('.').pop();
      if (full && short && !viewClasses.has(short)) viewClasses.set(short, full);
    }
    for (const s of pageSamples) {
      const id = `${prefix}_L${s.line}`;
      const context = metaValue(s.meta, 'context');
      if (context) contexts.add(context);
      const code = rewriteNamespaces(s.value, roots, prefix);
      if (s.kind === 'xaml') {
        const root = xamlRoot(code);
        if (!root) continue;
        let text = code;
        let offset = 0;
        if (!root.isDocument) {
          const owner = root.name.includes('.') ? root.name.split('.')[0] ?? '' : '';
          const ns = `xmlns="${AVALONIA_NS}" xmlns:x="${XAML_NS}" x:CompileBindings="False"`;
          if (['Style', 'Styles', 'FluentTheme', 'StyleInclude', 'ContainerQuery'].includes(root.name)) {
            text = `<Styles ${ns}>\n${code}\n</Styles>`;
          } else if (root.name === 'ResourceDictionary') {
            text = `<UserControl ${ns}><UserControl.Resources>\n${code}\n</UserControl.Resources></UserControl>`;
          } else if (root.name === 'Animation') {
            text = `<Styles ${ns}><Style Selector="Control"><Style.Animations>\n${code}\n` +
              '</Style.Animations></Style></Styles>';
          } else if (/Transition$/.test(root.name)) {
            text = `<Border ${ns}><Border.Transitions><Transitions>\n${code}\n</Transitions></Border.Transitions></Border>`;
          } else if (root.name === 'Setter') {
            text = `<Styles ${ns}><Style Selector="Control">\n${code}\n</Style></Styles>`;
          } else if (false) {
            text = `<Styles ${ns}>\n${code}\n</Styles>`;
          } else if (/^(ControlTheme|SolidColorBrush|LinearGradientBrush|Color|FontFamily|DataTemplate|x:\w+)$/.test(root.name)) {
            text = `<ResourceDictionary ${ns}>\n${code}\n</ResourceDictionary>`;
          } else if (owner) {
            text = `<${owner} ${ns}>\n${code}\n</${owner}>`;
          } else {
            text = `<UserControl ${ns}><Panel>\n${code}\n</Panel></UserControl>`;
          }
          offset = 1;
        }
        // Handlers a fragment, or a view whose code-behind the page does not show, names in XAML.
        const handlers = [...new Set([...code.matchAll(EVENT_ATTRIBUTE)].map((m) => m[1] ?? ''))];
        if (!root.isDocument && handlers.length) {
          text = text.replace(/^<(\w+) /, `<$1 x:Class="${prefix}.Fragment_L${s.line}" `);
          files.set(`${id}.xclass.cs`, `namespace ${prefix};\npublic partial class Fragment_L${s.line} : ` +
            `${clrType(/^<(\w+)/.exec(text)?.[1] ?? '')}\n{\n${handlerStubs(handlers)}}\n`);
        }
        const name = `${id}.axaml`;
        files.set(name, text);
        origins.set(name, { file, line: s.line, offset });
        let xClass = /\bx:Class\s*=\s*"([\w.]+)"/.exec(root.attrs)?.[1];
        const short = xClass?.split('.').pop() ?? '';
        let needsClass = xClass && !classes.has(short);
        if (xClass && xClasses.has(xClass)) {
          // A page that shows one view twice (before and after a change): the later one gets a class of its own.
          const isolated = `${xClass.slice(0, xClass.length - short.length)}L${s.line}.${short}`;
          text = text.replace(`x:Class="${xClass}"`, `x:Class="${isolated}"`);
          files.set(name, text);
          xClass = isolated;
          needsClass = true;
        }
        if (xClass) xClasses.add(xClass);
        if (xClass && needsClass) {
          const ns = xClass.includes('.') ? xClass.slice(0, xClass.lastIndexOf('.')) : prefix;
          const base = clrType(root.name);
          files.set(`${id}.xclass.cs`,
            `// x:Class of ${file}:${s.line}, which the page does not show\n` +
            `namespace ${ns};\npublic partial class ${short} : ${base}\n{\n${handlerStubs(handlers)}}\n`);
        }
        continue;
      }
      const shape = s.shape ?? 'file';
      const lineDirective = `#line ${s.line} "${mdPath}"`;
      let text;
      if (shape === 'file') {
        const lines = code.split('\n');
        const hasNamespace = /^\s*namespace\s+[\w.]+/m.test(code);
        // A page that shows one type twice (before and after a change): the later one gets a namespace of its own.
        // The last one is the page's final version, which its XAML goes with.
        const names = typeNames(code);
        const again = pageSamples.some((o) => o.line > s.line && o.kind === 'csharp' && o.shape === 'file' &&
          typeNames(o.value).some((n) => names.includes(n)));
        // A type shown without any using line is a fragment of a file: it gets the fragments' usings. A file
        // that shows some using lines must show all it needs.
        const implied = /^\s*(global\s+)?using\s+[\w.]+\s*;/m.test(code) ? ''
          : `${[...FRAGMENT_USINGS, ...pageUsings].map((u) => `using ${u};`).join('\n')}\n`;
        if (hasNamespace) {
          const body = again ? code.replace(/^(\s*namespace\s+[\w.]+)/m, `$1.L${s.line}`) : code;
          text = `${implied}${lineDirective}\n${body}\n`;
        } else {
          // Types of a page that shows no namespace go into the page's namespace, after the sample's usings.
          let last = -1;
          lines.forEach((l, i) => { if (/^\s*((global\s+)?using\s+[\w.=\s]+;|\[assembly:)/.test(l)) last = i; });
          const head = lines.slice(0, last + 1).join('\n');
          const body = lines.slice(last + 1).join('\n');
          text = `${implied}${lineDirective}\n${head}\n#line hidden\nnamespace ${prefix}${again ? `.L${s.line}` : ''};\n` +
            `#line ${s.line + last + 1} "${mdPath}"\n${body}\n`;
        }
      } else {
        const own = splitUsings(code);
        const usings = [...new Set([...FRAGMENT_USINGS, ...pageUsings])]
          .filter((u) => !own.usings.includes(`using ${u};`)).map((u) => `using ${u};`).join('\n');
        const host = memberHost(code);
        const view = host.name && !shownClasses.has(host.name) ? viewClasses.get(host.name) : undefined;
        // Members of a class the page shows whole: a subclass of it, so they see its members without clashing.
        const shown = host.name && !view ? shownClasses.get(host.name) : undefined;
        let ns = prefix;
        let before;
        if (shape === 'members' && view) {
          // Members of a view the page shows in XAML: compiled into that view's class.
          ns = view.slice(0, view.lastIndexOf('.'));
          before = `partial class ${host.name}\n{`;
        } else if (shape === 'members') {
          // Two member samples of one page may declare the same owner: keep them apart.
          if (host.name) ns = `${prefix}.L${s.line}`;
          before = `public partial class ${host.name ?? `Sample_L${s.line}`} : ${context ? 'SampleContext' : shown ?? host.base}\n{`;
        } else {
          before = `public partial class Sample_L${s.line} : ${context ? 'SampleContext' : 'global::Avalonia.Controls.Window'}\n{\n` +
            '    private async Task Sample()\n    {';
        }
        const after = shape === 'members' ? '}' : '    }\n}';
        text = `${usings}\n${lineDirective}\n${own.usings.join('\n')}\n#line default\n` +
          `#pragma warning disable CS1998, CS0168, CS0219, CS8321\nnamespace ${ns};\n` +
          `${before}\n${lineDirective}\n${own.rest}\n#line hidden\n${after}\n`;
      }
      files.set(`${id}.cs`, text);
    }
    if (pageNs.size) {
      files.set(`${prefix}.namespaces.cs`, [...pageNs].map((ns) => `namespace ${prefix}.${ns} { }`).join('\n') + '\n');
    }
    for (const context of contexts) {
      const path = join(ROOT, CONTEXT_DIR, `${context}.cs`);
      const usings = FRAGMENT_USINGS.map((u) => `using ${u};`).join('\n');
      // The whole file sits in the page's namespace: its block-scoped namespaces nest in it, like the page's own.
      files.set(`${prefix}.context.${context.replace(/[^\w-]/g, '_')}.cs`,
        `${usings}\nnamespace ${prefix}\n{\n#line 1 "${csString(path)}"\n${contextSource(file, context)}\n#line default\n}\n`);
    }
  }
  for (const name of existsSync(join(ROOT, STUBS_DIR)) ? readdirSync(join(ROOT, STUBS_DIR)) : []) {
    files.set(`_stub_${name}`, readFileSync(join(ROOT, STUBS_DIR, name), 'utf8'));
  }

  for (const name of readdirSync(srcDir)) if (!files.has(name)) rmSync(join(srcDir, name));
  for (const [name, text] of files) writeIfChanged(join(srcDir, name), text);
  writeIfChanged(join(dir, 'Samples.csproj'), projectFile(avalonia, toolkit));
  return { origins, pages, generated: files };
}

/** @param {string} avalonia @param {string} toolkit */
function projectFile(avalonia, toolkit) {
  return `<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <OutputType>Library</OutputType>
    <!-- The assembly most samples name in avares:// URIs. -->
    <AssemblyName>MyApp</AssemblyName>
    <Nullable>enable</Nullable>
    <LangVersion>latest</LangVersion>
    <AvaloniaUseCompiledBindingsByDefault>true</AvaloniaUseCompiledBindingsByDefault>
    <AllowUnsafeBlocks>true</AllowUnsafeBlocks>
    <NoWarn>$(NoWarn);CS0067;CS0169;CS0414;CS0649;CS8618;CS8602;CS8600;CS8604;CS8603;CS8625;CS0108;CS0114;CS1591;CS4014;AVP1000;AVA2001;NU1603;NU1701</NoWarn>
    <GenerateDocumentationFile>false</GenerateDocumentationFile>
    <TreatWarningsAsErrors>false</TreatWarningsAsErrors>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="Avalonia" Version="${avalonia}" />
    <PackageReference Include="Avalonia.Themes.Fluent" Version="${avalonia}" />
    <PackageReference Include="Avalonia.Fonts.Inter" Version="${avalonia}" />
    <PackageReference Include="CommunityToolkit.Mvvm" Version="${toolkit}" />
    <PackageReference Include="Avalonia.Controls.TreeDataGrid" Version="11.0.1" />
    <PackageReference Include="System.Reactive" Version="6.0.1" />
    <PackageReference Include="Microsoft.Extensions.DependencyInjection" Version="8.0.1" />
    <PackageReference Include="Microsoft.Extensions.Hosting" Version="8.0.1" />
    <PackageReference Include="Microsoft.Extensions.Logging" Version="8.0.1" />
  </ItemGroup>
</Project>
`;
}

/**
 * Builds a generated project and maps its errors back to Markdown.
 * @param {string} dir
 * @param {{ origins: Map<string, Generated>, pages: Map<string, { file: string, line: number }>, generated: Map<string, string> }} project
 * @param {string} version
 * @returns {Promise<Diagnostic[]>}
 */
async function buildProject(dir, { origins, pages, generated }, version) {
  let output = '';
  try {
    const result = await run('dotnet', ['build', dir, '-nologo', '-clp:NoSummary;ErrorsOnly', '-v:q', '-m:2'],
      { maxBuffer: 256 * 1024 * 1024, env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: '1', DOTNET_NOLOGO: '1' } });
    output = result.stdout + result.stderr;
  } catch (error) {
    const e = /** @type {{ stdout?: string, stderr?: string }} */ (error);
    output = (e.stdout ?? '') + (e.stderr ?? '');
  }
  /** @type {(Diagnostic & { complete?: boolean })[]} */
  const diagnostics = [];
  const seen = new Set();
  for (const raw of output.split('\n')) {
    // Avalonia 11.0's XAML compiler writes its codes with a colon (AVLN:0004), later ones without (AVLN2000).
    const m = /^\s*(.+?)(?:\((\d+),\d+(?:,\d+,\d+)?\))? ?: (?:Avalonia |XamlX )?error (\w+(?::\d+)?): (.*?)(?: \[[^\]]*\])?\s*$/.exec(raw);
    if (!m) {
      if (/\berror\b/.test(raw) && !/^\s*$/.test(raw)) {
        const d = { file: '(build)', line: 0, message: raw.trim(), version };
        const key = d.message;
        if (!seen.has(key)) { seen.add(key); diagnostics.push(d); }
      }
      continue;
    }
    const [, path = '', lineText = '1', code = '', message = ''] = m;
    if (path === 'CSC' && /XamlParseException|XamlX/.test(message)) {
      // Avalonia 11.0's XAML compiler names no file: find the samples whose generated line names the culprit.
      const at = Number(/ Line (\d+), position \d+\.?$/.exec(message)?.[1] ?? 0);
      const word = /(?:type|property|name|of name) '?(\w+)'?/.exec(message)?.[1] ?? '';
      const text = message.replace(/^XamlX\.XamlParseException: /, '').replace(/\bS_\w+?\.(?=[A-Z])/g, '')
        .replace(/ Line \d+, position \d+\.$/, '');
      for (const [name, origin] of origins) {
        const line = generated.get(name)?.split('\n')[at - 1] ?? '';
        if (!word || !new RegExp(`(?<!\\w)${word}(?!\\w)`).test(line)) continue;
        const d = { file: origin.file, line: origin.line + at - 1 - origin.offset, message: `${code}: ${text}`, version };
        const key = `${d.file}:${d.line}:${d.message}`;
        if (!seen.has(key)) { seen.add(key); diagnostics.push(d); }
      }
      continue;
    }
    let file = path;
    let line = Number(lineText);
    const name = path.split(/[\\/]/).pop() ?? '';
    const origin = origins.get(name);
    if (origin) {
      file = origin.file;
      line = origin.line + line - 1 - origin.offset;
    } else if (/[\\/]obj[\\/]/.test(path)) {
      // Code a source generator wrote for a sample: report it at the page's first sample.
      const page = [...pages].find(([prefix]) => name.startsWith(`${prefix}.`) || name.startsWith(`${prefix}_`))?.[1];
      if (page) { file = page.file; line = page.line; }
    } else if (path.startsWith(ROOT)) {
      file = relative(ROOT, path);
    }
    // The page prefix and the generated file's position mean nothing to the writer.
    const text = message.replace(/\bS_\w+?\.(?=[A-Z])/g, '').replace(/ Line \d+, position \d+\.$/, '');
    const d = { file, line: Math.max(1, line), message: `${code}: ${text}`, version };
    /** @type {any} */
    const previous = diagnostics[diagnostics.length - 1];
    if (previous && previous.file === d.file && previous.line === d.line && previous.message.startsWith(`${code}:`) &&
      /^AVLN/.test(code) && !previous.complete) {
      // Avalonia's XAML compiler writes one message over several lines.
      previous.message += ` ${text}`;
      previous.complete = / Line \d+, position \d+\.$/.test(message);
      continue;
    }
    const key = `${d.file}:${d.line}:${d.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      diagnostics.push({ ...d, complete: !/^AVLN/.test(code) || / Line \d+, position \d+\.$/.test(message) });
    }
  }
  return diagnostics.map(({ file, line, message, version }) => ({ file, line, message, version }));
}

/**
 * Infers each C# sample's shape (file, members, statements) once.
 * @param {Sample[]} samples
 */
export async function annotateShapes(samples) {
  for (const s of samples) {
    if (s.kind === 'csharp') s.shape = (await cSharpShape(s.value)) ?? 'file';
  }
}

/**
 * Compiles samples against one Avalonia version. Avalonia's XAML compiler runs only once the C# compiles, so when
 * some C# samples fail, a second build leaves them out to check the XAML too.
 * @param {Sample[]} samples
 * @param {{ dir: string, avalonia: string, toolkit: string }} options
 * @returns {Promise<Diagnostic[]>}
 */
export async function compileSamples(samples, options) {
  const isXaml = (/** @type {Diagnostic} */ d) => /^(AVLN|AXN)/.test(d.message);
  /** @type {Diagnostic[]} */
  const all = [];
  /** Pages whose C# fails: their XAML waits until that C# compiles, without its types it would only add noise. */
  /** @type {Set<string>} */
  const broken = new Set();
  for (let pass = 0; pass < 5; pass++) {
    const rest = samples.filter((s) => !broken.has(s.file));
    const found = await buildProject(options.dir, writeProject(rest, options), options.avalonia);
    all.push(...found);
    if (!found.length || found.some(isXaml)) break;
    for (const d of found) broken.add(d.file);
  }
  return all;
}


/**
 * Which samples compile against an older Avalonia. One error can hide others: the XAML compiler runs only once the
 * C# compiles, and the C# compiler skips method bodies when declarations have errors. So samples with errors are
 * taken out and the rest built again until a build is clean; only the samples of that clean build are proven. A
 * sample that fails only for want of what a sample taken out declares (a type, a XAML file's generated
 * InitializeComponent or named control) is neither proven nor flagged.
 * @param {Sample[]} samples
 * @param {{ dir: string, avalonia: string, toolkit: string }} options
 * @returns {Promise<{ needsNewer: Map<Sample, string>, proven: Set<Sample>, builds: number }>} `needsNewer`: the
 *   first error of each sample that needs a newer version
 */
export async function proveSamples(samples, options) {
  const span = (/** @type {Sample} */ smp) => smp.value.split('\n').length;
  /** @type {Map<Sample, string>} */
  const needsNewer = new Map();
  let remaining = samples;
  let builds = 0;
  // Each build takes out at least one sample, or the loop ends: it cannot run forever; the cap keeps it short.
  while (builds < 20 && remaining.length) {
    builds++;
    const found = await compileSamples(remaining, options);
    if (!found.length) return { needsNewer, proven: new Set(remaining), builds };
    /** @type {Set<Sample>} */
    const cascades = new Set();
    for (const d of found) {
      const onPage = remaining.filter((x) => x.file === d.file);
      const smp = onPage.find((x) => d.line >= x.line && d.line < x.line + span(x)) ?? onPage[0];
      if (!smp || needsNewer.has(smp)) continue;
      const missing = /^CS(?:0246|0103|0234): The (?:type or namespace )?name '(\w+)/.exec(d.message)?.[1];
      const declaredByRemoved = missing !== undefined && samples.some((x) => x.file === d.file && needsNewer.has(x) &&
        (new RegExp(String.raw`\b(?:class|record|struct|interface|enum)\s+${missing}\b|x:Class="[\w.]*\b${missing}"|\b(?:x:)?Name="${missing}"`).test(x.value) ||
          (missing === 'InitializeComponent' && x.kind === 'xaml' && /\bx:Class="/.test(x.value))));
      if (declaredByRemoved) cascades.add(smp);
      else needsNewer.set(smp, d.message);
    }
    const next = remaining.filter((smp) => !needsNewer.has(smp) && !cascades.has(smp));
    if (next.length === remaining.length) break;
    remaining = next;
  }
  // No clean build: nothing is proven, so no mark can be said to claim too much; say so rather than pass quietly.
  console.warn(`check:samples: no clean build against Avalonia ${options.avalonia} after ${builds} builds; version marks are not proven`);
  return { needsNewer, proven: new Set(), builds };
}

/** The tutorials' projects (README, "Tutorials are projects"): one folder each, built as they are. */
export const TUTORIALS_DIR = 'samples/tutorials';

/** @returns {string[]} repo-relative folders of the tutorial projects, each holding one .csproj */
export function tutorialProjects() {
  const root = join(ROOT, TUTORIALS_DIR);
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && readdirSync(join(root, d.name)).some((f) => f.endsWith('.csproj')))
    .map((d) => `${TUTORIALS_DIR}/${d.name}`).sort();
}

/**
 * Builds one tutorial project as a reader would, except that DocsCompileOnly leaves out the platform packages the
 * NuGet source lacks. Warnings count as errors: the pages promise code that compiles without them. Build output
 * goes to the cache, so the project folder stays as a reader copies it.
 * @param {string} project repo-relative folder
 * @returns {Promise<Diagnostic[]>} at the .cs/.axaml file and line
 */
export async function buildTutorialProject(project) {
  const artifacts = join(CACHE_DIR, 'tutorials', project.split('/').pop() ?? project);
  let output = '';
  try {
    const result = await run('dotnet', ['build', join(ROOT, project), '--artifacts-path', artifacts, '-nologo',
      '-clp:NoSummary;ErrorsOnly', '-v:q', '-m:2', '-p:DocsCompileOnly=true', '-p:TreatWarningsAsErrors=true'],
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: '1', DOTNET_NOLOGO: '1' } });
    output = result.stdout + result.stderr;
  } catch (error) {
    const e = /** @type {{ stdout?: string, stderr?: string }} */ (error);
    output = (e.stdout ?? '') + (e.stderr ?? '') || String(error);
  }
  /** @type {Diagnostic[]} */
  const diagnostics = [];
  const seen = new Set();
  for (const raw of output.split('\n')) {
    const m = /^\s*(.+?)(?:\((\d+),\d+(?:,\d+,\d+)?\))? ?: (?:Avalonia |XamlX )?error (\w+): (.*?)(?: \[[^\]]*\])?\s*$/.exec(raw);
    // Lines that are no diagnostic: the summary (-clp:NoSummary leaves "0 Error(s)" at some verbosities) and blanks.
    if (!m && (!/\berror\b/.test(raw) || /^\s*\d+ (Error|Warning)\(s\)/.test(raw))) continue;
    const [, path = project, lineText = '1', code = '', message = raw.trim()] = m ?? [];
    const file = path.startsWith(ROOT) ? relative(ROOT, path) : path;
    const d = { file, line: Number(lineText), message: m ? `${code}: ${message.replace(/ Line \d+, position \d+\.$/, '')}` : message, version: 'project' };
    const key = `${d.file}:${d.line}:${d.message}`;
    if (!seen.has(key)) { seen.add(key); diagnostics.push(d); }
  }
  return diagnostics;
}
