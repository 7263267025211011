// Wrapped in memo: each code block re-renders once after hydration, when it finds it can scroll and shows its
// word-wrap button, and re-rendering every token of every line cost about 90 ms on a throttled phone CPU.
import { memo } from 'react';
import Line from '@theme-original/CodeBlock/Line';
import { sameLine } from './same-line';

export default memo(Line, sameLine);
