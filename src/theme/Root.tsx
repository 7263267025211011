// Wraps the app to hold the search modal above every page layout, so a route change never closes it (SearchModalHost).
import type { ReactNode } from 'react';
import OriginalRoot from '@theme-original/Root';
import { SearchModalHost } from './SearchBar/SearchModalHost';

export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <OriginalRoot>
      <SearchModalHost>{children}</SearchModalHost>
    </OriginalRoot>
  );
}
