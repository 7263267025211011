// The search modal's open state and the modal itself, held above every page layout (see ../Root.tsx): the home page
// and the docs mount different layouts, so a modal inside the navbar closed whenever a route change crossed them.
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { useSearchConfig } from '@site/src/search/search-config';
import type { FacetFilters } from '@site/src/search/search-types';
import type { SearchModalProps } from './SearchModal';

let Modal: ComponentType<SearchModalProps> | null = null;

/** The modal, its styles and (through the client) nothing else load until the reader reaches for search. */
export function loadModal(): Promise<void> {
  if (Modal) return Promise.resolve();
  return Promise.all([import('./SearchModal'), import('@docsearch/css/dist/modal.css')]).then(([module]) => {
    Modal = module.default;
  });
}

/** What the modal searches: the filters of the page it was opened on, kept while it stays open. */
export interface SearchModalRequest {
  filters: FacetFilters;
  initialQuery?: string;
}

interface SearchModalControls {
  isOpen: boolean;
  open: (request: SearchModalRequest) => void;
  close: () => void;
  /** The navbar's search button, which gets the focus back when the modal closes. */
  buttonRef: RefObject<HTMLButtonElement>;
}

const SearchModalContext = createContext<SearchModalControls | null>(null);

export function SearchModalHost({ children }: { children: ReactNode }): ReactNode {
  const config = useSearchConfig();
  const [request, setRequest] = useState<SearchModalRequest | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = useCallback((next: SearchModalRequest) => {
    // An open modal keeps its query and filters: a second shortcut or click does not restart it.
    void loadModal().then(() => setRequest((current) => current ?? next));
  }, []);
  const close = useCallback(() => {
    setRequest(null);
    buttonRef.current?.focus();
  }, []);
  const controls = useMemo(() => ({ isOpen: request !== null, open, close, buttonRef }), [request, open, close]);
  return (
    <SearchModalContext.Provider value={controls}>
      {children}
      {request && Modal && (
        <Modal config={config} filters={request.filters} initialQuery={request.initialQuery} onClose={close} />
      )}
    </SearchModalContext.Provider>
  );
}

export function useSearchModal(): SearchModalControls {
  const controls = useContext(SearchModalContext);
  if (!controls) throw new Error('useSearchModal: the search bar renders outside SearchModalHost (src/theme/Root.tsx)');
  return controls;
}
