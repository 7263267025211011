import { forwardRef, useEffect, useState, type ComponentProps } from 'react';

type Props = Omit<ComponentProps<'button'>, 'ref'> & { label: string };

/**
 * DocSearch's button markup (its stylesheet styles it), kept out of the DocSearch module so that pages load
 * the modal only when the reader reaches for search. The key hint follows the platform: ⌘ K or Ctrl K.
 */
const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({ label, ...props }, ref) {
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  return (
    <button type="button" className="DocSearch DocSearch-Button" aria-label={label} {...props} ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" stroke="currentColor" fill="none" strokeWidth="1.6" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {modifier && (
          <>
            <kbd className="DocSearch-Button-Key">{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
