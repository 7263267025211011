// prismjs's types describe the full bundle; the core file exports the same Prism object without grammars.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
