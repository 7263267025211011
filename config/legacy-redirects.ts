/**
 * Old URLs (mostly the 0.10-era docs) and the page that teaches the same thing now.
 * Explicit pages are listed per legacy group; whole folders that moved are rules in `LEGACY_PREFIX_RULES`.
 * Every target must be a page of the site: the build fails otherwise (plugins/redirect-targets).
 */

/** old path → current route, grouped by the legacy section they came from. */
export const LEGACY_PAGES: Record<string, Record<string, string>> = {
  animations: {
    '/docs/animations': '/docs/basics/user-interface/animations',
    '/docs/animations/keyframe-animations': '/docs/guides/graphics-and-animation/keyframe-animations',
    '/docs/animations/transitions': '/docs/guides/graphics-and-animation/transitions',
    '/docs/animations/page-transitions': '/docs/guides/graphics-and-animation/page-transitions/cross-fade-page-transition',
    '/docs/animations/PageTransitions': '/docs/guides/graphics-and-animation/page-transitions/cross-fade-page-transition',
  },
  'authoring-controls': {
    '/docs/authoring-controls': '/docs/guides/custom-controls/types-of-control',
    '/docs/authoring-controls/types-of-control':
      '/docs/basics/user-interface/controls/creating-controls/choosing-a-custom-control-type',
    '/docs/authoring-controls/defining-properties': '/docs/basics/user-interface/controls/creating-controls/defining-properties',
    '/docs/authoring-controls/defining-events': '/docs/basics/user-interface/controls/creating-controls/defining-events',
  },
  controls: {
    '/docs/controls': '/docs/reference/controls',
    '/docs/controls/SplitButton': '/docs/reference/controls/buttons/splitbutton',
    '/docs/controls/ToggleSplitButton': '/docs/reference/controls/buttons/togglesplitbutton',
    '/docs/controls/TransitioningContentControl': '/docs/reference/controls/transitioningcontentcontrol',
    '/docs/controls/calendardatepicker': '/docs/reference/controls/calendar/calendar-date-picker',
    '/docs/controls/toggleswitch': '/docs/reference/controls/buttons/togglebutton',
    '/docs/controls/trayicon': '/docs/reference/controls/tray-icon',
    '/docs/controls/treeview': '/docs/reference/controls/treeview-1',
    '/docs/controls/uniformgrid': '/docs/reference/controls/uniform-grid',
    '/docs/controls/selectabletextblock': '/docs/reference/controls/selectable-textblock',
    '/docs/controls/colorpicker': '/docs/reference/controls/colorpicker',
  },
  'data-binding': {
    '/docs/data-binding': '/docs/basics/data/data-binding',
    '/docs/data-binding/bindings': '/docs/basics/data/data-binding/data-binding-syntax',
    '/docs/data-binding/the-datacontext': '/docs/basics/data/data-binding/data-context',
    '/docs/data-binding/change-notifications': '/docs/guides/data-binding/inotifypropertychanged',
    '/docs/data-binding/compiled-bindings': '/docs/basics/data/data-binding/compiled-bindings',
    '/docs/data-binding/compiledbindings': '/docs/basics/data/data-binding/compiled-bindings',
    '/docs/data-binding/binding-classes': '/docs/guides/data-binding/binding-classes',
    '/docs/data-binding/binding-to-controls': '/docs/guides/data-binding/binding-to-controls',
    '/docs/data-binding/binding-from-code': '/docs/guides/data-binding/binding-from-code',
    '/docs/data-binding/binding-to-commands': '/docs/guides/data-binding/how-to-bind-to-a-command-without-reactiveui',
    '/docs/data-binding/binding-to-tasks-and-observables': '/docs/guides/data-binding/how-to-bind-to-a-task-result',
    '/docs/data-binding/converting-binding-values': '/docs/guides/data-binding/how-to-create-a-custom-data-binding-converter',
    '/docs/data-binding/creating-and-binding-attached-properties':
      '/docs/guides/custom-controls/how-to-create-attached-properties',
    '/docs/data-binding/data-validation': '/docs/guides/development-guides/data-validation',
  },
  'distribution-publishing': {
    '/docs/distribution-publishing': '/docs/deployment',
    '/docs/distribution-publishing/macos': '/docs/deployment/macOS',
  },
  'getting-started': {
    '/docs/getting-started': '/docs/get-started',
    '/docs/getting-started/application-lifetimes': '/docs/concepts/application-lifetimes',
    '/docs/getting-started/assets': '/docs/basics/user-interface/assets',
    '/docs/getting-started/developer-tools': '/docs/guides/implementation-guides/developer-tools',
    '/docs/getting-started/ide-support': '/docs/get-started/set-up-an-editor',
    '/docs/getting-started/ide-support/jetbrains-rider-setup': '/docs/reference/jetbrains-rider-ide/jetbrains-rider-setup',
    '/docs/getting-started/jetbrains-rider-setup': '/docs/reference/jetbrains-rider-ide/jetbrains-rider-setup',
    '/docs/getting-started/logging-errors-and-warnings': '/docs/guides/implementation-guides/logging-errors-and-warnings',
    '/docs/getting-started/programming-with-avalonia': '/docs/get-started/test-drive',
    '/docs/getting-started/programming-with-avalonia/controls-and-layouts': '/docs/basics/user-interface/controls',
    '/docs/getting-started/programming-with-avalonia/data-binding': '/docs/basics/data/data-binding',
    '/docs/getting-started/programming-with-avalonia/graphics-and-animations':
      '/docs/guides/graphics-and-animation/graphics-and-animations',
    '/docs/getting-started/programming-with-avalonia/the-model-view-viewmodel-pattern-mvvm': '/docs/concepts/the-mvvm-pattern',
    '/docs/getting-started/unhandled-exceptions': '/docs/concepts/unhandledexceptions',
    '/docs/getting-started/UnhandledExceptions': '/docs/concepts/unhandledexceptions',
    '/docs/getting-started/usercontrols': '/docs/reference/controls/usercontrol',
    '/docs/getting-started/windows': '/docs/reference/controls/window',
  },
  guides: {
    '/docs/guides/basics': '/docs/basics',
    '/docs/guides/basics/accessing-the-ui-thread': '/docs/guides/development-guides/accessing-the-ui-thread',
    '/docs/guides/basics/code-behind': '/docs/basics/user-interface/code-behind',
    '/docs/guides/basics/introduction-to-xaml': '/docs/basics/user-interface/introduction-to-xaml',
    '/docs/guides/basics/mvvm': '/docs/concepts/the-mvvm-pattern',
    '/docs/guides/deep-dives': '/docs/concepts',
    '/docs/guides/deep-dives/running-on-raspbian-lite-via-drm': '/docs/guides/platforms/rpi/running-on-raspbian-lite-via-drm',
    '/docs/guides/deep-dives/running-your-app-on-a-raspberry-pi':
      '/docs/guides/platforms/rpi/running-your-app-on-a-raspberry-pi',
    '/docs/guides/developer-guides': '/docs/guides',
    '/docs/guides/developer-guides/comparison-of-avalonia-with-wpf-and-uwp':
      '/docs/get-started/wpf/comparison-of-avalonia-with-wpf-and-uwp',
    '/docs/guides/developer-guides/macos-development': '/docs/guides/platforms/macos-development',
  },
  input: {
    '/docs/input': '/docs/concepts/input',
    '/docs/input/clipboard': '/docs/concepts/services/clipboard',
    '/docs/input/hotkeys': '/docs/concepts/input/hotkeys',
    '/docs/input/pointer': '/docs/concepts/input/pointer',
    '/docs/input/routed-events': '/docs/concepts/input/routed-events',
    '/docs/input/gestures': '/docs/concepts/input/gestures',
    '/docs/input/focus': '/docs/concepts/input/focus',
  },
  layout: {
    '/docs/layout': '/docs/basics/user-interface/building-layouts',
    '/docs/layout/alignment-margins-and-padding': '/docs/basics/user-interface/building-layouts/alignment-margins-and-padding',
    '/docs/layout/panels-overview': '/docs/basics/user-interface/building-layouts/panels-overview',
    '/docs/layout/create-a-custom-panel': '/docs/guides/custom-controls/create-a-custom-panel',
  },
  misc: {
    '/docs/misc': '/docs/welcome',
    '/docs/misc/community': '/docs/community',
    '/docs/misc/faq': '/docs/faq',
    '/docs/misc/wpf/hierachicaldatatemplate': '/docs/get-started/wpf/hierarchicaldatatemplate',
    '/docs/misc/wpf/itemscontrol': '/docs/reference/controls/itemscontrol',
    '/docs/wpf-developer-tips/hierachicaldatatemplate': '/docs/get-started/wpf/hierarchicaldatatemplate',
  },
  styling: {
    '/docs/styling': '/docs/basics/user-interface/styling',
    '/docs/styling/styles': '/docs/basics/user-interface/styling/styles',
    '/docs/styling/selectors': '/docs/guides/styles-and-resources/selectors',
    '/docs/styling/resources': '/docs/guides/styles-and-resources/resources',
    '/docs/styling/troubleshooting': '/docs/guides/styles-and-resources/troubleshooting',
    '/docs/styling/themes': '/docs/basics/user-interface/styling/themes',
    '/docs/styling/control-themes': '/docs/basics/user-interface/styling/control-themes',
  },
  templates: {
    '/docs/templates': '/docs/basics/data/data-templates',
    '/docs/templates/data-templates': '/docs/basics/data/data-templates',
    '/docs/templates/creating-data-templates-in-code': '/docs/concepts/templates/creating-data-templates-in-code',
    '/docs/templates/implement-idatatemplates': '/docs/concepts/templates/implement-idatatemplate',
    '/docs/templates/implement-IDataTemplate': '/docs/concepts/templates/implement-idatatemplate',
    '/docs/templates/data-templates-collection': '/docs/concepts/templates/data-templates-collection',
  },
  tutorials: {
    '/docs/tutorials/running-in-the-browser': '/docs/guides/platforms/how-to-use-web-assembly',
    '/docs/tutorials/developing-for-mobile/create-a-cross-platform-solution':
      '/docs/guides/building-cross-platform-applications/solution-setup',
    '/docs/tutorials/todo-list-app': '/docs/tutorials/music-store-app',
    '/docs/tutorials/music-store-app/setup-development-environment': '/docs/tutorials/music-store-app/creating-the-project',
  },
  'reference/controls/detailed-reference': {
    '/docs/reference/controls/detailed-reference': '/docs/reference/controls',
  },
  next: {
    '/docs/next': '/docs/welcome',
    // Pages renamed or moved while /docs/next/ served the 11.0 docs.
    '/docs/next/basics/user-interface/controls/creating-controls/choosing-a-custom-contro-type':
      '/docs/basics/user-interface/controls/creating-controls/choosing-a-custom-control-type',
    '/docs/next/guides/graphics-and-animation/how-to-create-a-custom-page-transition':
      '/docs/guides/graphics-and-animation/page-transitions/how-to-create-a-custom-page-transition',
    '/docs/next/guides/graphics-and-animation/how-to-use-page-transitions':
      '/docs/guides/graphics-and-animation/page-transitions/cross-fade-page-transition',
    '/docs/next/guides/graphics-and-animation/how-to-use-page-transitions/cross-fade-page-transition':
      '/docs/guides/graphics-and-animation/page-transitions/cross-fade-page-transition',
    '/docs/next/guides/graphics-and-animation/how-to-use-page-transitions/page-slide-transition':
      '/docs/guides/graphics-and-animation/page-transitions/page-slide-transition',
    '/docs/next/guides/graphics-and-animation/how-to-use-page-transitions/page-transition-combinations':
      '/docs/guides/graphics-and-animation/page-transitions/page-transition-combinations',
    '/docs/next/reference/upgrade-to-v11': '/docs/stay-up-to-date/upgrade-from-0.10',
  },
  accelerate: {
    // The site we replace had these two swapped.
    '/accelerate/tools/parcel/guies/apple-notary': '/accelerate/tools/parcel/apple/notary',
    '/accelerate/tools/parcel/guies/apple-signing': '/accelerate/tools/parcel/apple/signing',
  },
};

/**
 * Folders that moved as a whole: a current page under `to` was also served under each `from` prefix.
 * `lastSegment` adds the old flat form too (`/docs/controls/button` for `/docs/reference/controls/buttons/button`).
 */
export const LEGACY_PREFIX_RULES: { to: string; from: string[]; lastSegment?: boolean }[] = [
  {
    to: '/docs/reference/controls/',
    from: ['/docs/controls/', '/docs/reference/controls/detailed-reference/'],
    lastSegment: true,
  },
  { to: '/docs/get-started/wpf/', from: ['/docs/misc/wpf/', '/docs/wpf-developer-tips/'] },
  { to: '/docs/guides/platforms/', from: ['/docs/tutorials/developing-for-mobile/'] },
  { to: '/docs/concepts/reactiveui/', from: ['/docs/guides/deep-dives/reactiveui/'] },
  // The /docs/next/ channel served the same pages as /docs/.
  { to: '/docs/', from: ['/docs/next/'] },
];

/** Category roots whose old URL was the folder itself. */
export const LEGACY_FOLDER_ROOTS: Record<string, string> = {
  '/docs/misc/wpf': '/docs/get-started/wpf',
  '/docs/wpf-developer-tips': '/docs/get-started/wpf',
  '/docs/tutorials/developing-for-mobile': '/docs/guides/platforms',
  '/docs/guides/deep-dives/reactiveui': '/docs/concepts/reactiveui',
};
