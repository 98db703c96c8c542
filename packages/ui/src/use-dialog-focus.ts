import { type RefObject, useEffect } from 'react';

/**
 * A dialog's focus: into its frame when it opens, and back to where it was (the control that opened
 * it) once it closes, if that is still on the page. The frame is focused without scrolling: it may be
 * an empty block at the end of the page.
 */
export function useDialogFocus(frame: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const previous = document.activeElement;
    frame.current?.focus({ preventScroll: true });
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [frame]);
}
