import { useEffect, type RefObject } from 'react';

/** Typing into a field, a select or editable text: `/` is a character there, not the search shortcut. */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

interface Shortcuts {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the search button has focus: the modal opens with it as the query. */
  onInput: (event: KeyboardEvent) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The modal's keyboard shortcuts, as DocSearch defines them: Ctrl/Cmd+K toggles, `/` opens unless the reader is
 * typing, Escape closes. Ours rather than DocSearch's hook, whose module would pull the whole modal into every page.
 */
export function useSearchShortcuts({ isOpen, onOpen, onClose, onInput, buttonRef }: Shortcuts): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const toggle = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditing(event.target);
      if ((event.key === 'Escape' && isOpen) || toggle || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (buttonRef.current === document.activeElement && /^[a-zA-Z0-9]$/.test(event.key)) onInput(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
