import { Dialog } from '@nutui/nutui-react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useDialogFocus } from './use-dialog-focus.ts';
import './overlay-dialog.css';

/**
 * The alert and confirm dialog drawn by `<OverlayHost />`. It is its own file because NutUI's dialog
 * (with its button, overlay, icons and transitions) is most of the overlays' weight, and no first
 * screen shows a dialog: the host fetches this file the first time one is queued.
 */

// Above the loading overlay (1200), so an alert raised mid-request can still be answered; toasts stay on top.
const DIALOG_Z_INDEX = 1300;

/** What a queued alert or confirm asks. */
export interface DialogRequest {
  kind: 'alert' | 'confirm';
  title?: string;
  message: string;
  confirmText: string;
  cancelText: string;
}

export interface DialogViewProps {
  request: DialogRequest;
  /** true for the confirm button, false for cancel and Escape. */
  onAnswer: (confirmed: boolean) => void;
}

export function DialogView({ request, onAnswer }: DialogViewProps) {
  const titleId = useId();
  const messageId = useId();
  const container = useRef<HTMLDivElement>(null);
  const isConfirm = request.kind === 'confirm';

  // Focus moves into the dialog and returns to where it was once the dialog is answered.
  useDialogFocus(container);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') onAnswer(false);
  };

  const dialog = (
    <Dialog
      visible
      title={request.title ? <span id={titleId}>{request.title}</span> : ''}
      confirmText={request.confirmText}
      cancelText={request.cancelText}
      hideCancelButton={!isConfirm}
      closeOnOverlayClick={false}
      overlayClassName="bc-dialog-backdrop"
      zIndex={DIALOG_Z_INDEX}
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    >
      {/* A long message scrolls here, not in NutUI's content box, so keyboard users can reach and scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard */}
      <p id={messageId} className="bc-dialog-message" tabIndex={0}>
        {request.message}
      </p>
    </Dialog>
  );
  // NutUI's dialog markup carries no role; this frame makes it a labelled modal dialog.
  const frame = {
    ref: container,
    className: 'bc-dialog',
    'aria-modal': true,
    'aria-labelledby': request.title ? titleId : messageId,
    'aria-describedby': request.title ? messageId : undefined,
    tabIndex: -1,
  };
  return isConfirm ? (
    <div role="dialog" {...frame} onKeyDown={onKeyDown}>
      {dialog}
    </div>
  ) : (
    <div role="alertdialog" {...frame}>
      {dialog}
    </div>
  );
}
