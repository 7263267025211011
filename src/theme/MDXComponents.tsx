// Wraps the MDX component map so pages can write <MinVersion version="11.1" /> without importing it.
import MDXComponents from '@theme-original/MDXComponents';
import MinVersion from '@site/src/components/MinVersion';

export default {
  ...MDXComponents,
  MinVersion,
};
