// prismjs's types describe the full bundle; the core file exports the same Prism object without grammars.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}

// A grammar file registers itself on the global Prism and exports nothing (./load-grammars.ts).
declare module 'prismjs/components/prism-*';
