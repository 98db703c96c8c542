import { Dialog, Loading, Overlay } from '@nutui/nutui-react';
import { type KeyboardEvent, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import './overlays.css';

/**
 * Toast, loading overlay, alert and confirm, callable from anywhere — the request gateway calls
 * them outside React. They live in a small module store that `<OverlayHost />` renders inside the
 * app's own tree (NutUI's imperative Toast/Dialog mount extra React roots, which tests and
 * screen readers see less reliably).
 */

/** Default toast duration in milliseconds. */
export const TOAST_DURATION_MS = 5000;
/** 加载中 default loading text. */
export const LOADING_TEXT = '加载中...';

// Loading sits under dialogs so an alert raised mid-request can still be answered; toasts stay on top.
const LOADING_Z_INDEX = 1200;
const DIALOG_Z_INDEX = 1300;

interface ToastEntry {
  id: number;
  message: string;
}

interface DialogEntry {
  id: number;
  kind: 'alert' | 'confirm';
  title?: string;
  message: string;
  confirmText: string;
  cancelText: string;
  settle: (confirmed: boolean) => void;
}

interface OverlayState {
  toast: ToastEntry | null;
  /** One message per open showLoading(); the newest is shown. */
  loading: readonly string[];
  /** Dialogs wait in line: one answer at a time. */
  dialogs: readonly DialogEntry[];
}

const EMPTY: OverlayState = { toast: null, loading: [], dialogs: [] };

let state: OverlayState = EMPTY;
let nextId = 1;
let toastTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function update(next: OverlayState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function snapshot() {
  return state;
}

export interface ToastOptions {
  /** Milliseconds the toast stays; default 5000. */
  duration?: number;
}

/** Bottom toast; a new one replaces the one on screen. */
export function toast(message: string, options: ToastOptions = {}): void {
  if (!message) return;
  clearTimeout(toastTimer);
  const entry: ToastEntry = { id: nextId++, message };
  update({ ...state, toast: entry });
  toastTimer = setTimeout(() => {
    if (state.toast === entry) update({ ...state, toast: null });
  }, options.duration ?? TOAST_DURATION_MS);
}

/** Shows the loading overlay. Calls are counted: it hides when every call has been matched by hideLoading(). */
export function showLoading(message: string = LOADING_TEXT): void {
  update({ ...state, loading: [...state.loading, message] });
}

export function hideLoading(): void {
  if (state.loading.length === 0) return;
  update({ ...state, loading: state.loading.slice(0, -1) });
}

export interface AlertOptions {
  title?: string;
  message: string;
  /** Default 确定. */
  confirmText?: string;
}

/** One-button dialog; resolves when the button is pressed. */
export function alert({ title, message, confirmText = '确定' }: AlertOptions): Promise<void> {
  return new Promise((resolve) => {
    enqueue({ kind: 'alert', title, message, confirmText, cancelText: '', settle: () => resolve() });
  });
}

export interface ConfirmOptions {
  title?: string;
  message: string;
  /** Default 返回修改 (back to edit). */
  cancelText?: string;
  /** Default 继续支付 (continue to pay). */
  confirmText?: string;
}

/** Two-button dialog; resolves true for the confirm button, false for cancel. */
export function confirm({
  title,
  message,
  cancelText = '返回修改',
  confirmText = '继续支付',
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    enqueue({ kind: 'confirm', title, message, confirmText, cancelText, settle: resolve });
  });
}

/** Removes every overlay at once; pending dialogs are dropped without settling. Meant for test teardown. */
export function resetOverlays(): void {
  clearTimeout(toastTimer);
  update(EMPTY);
}

function enqueue(entry: Omit<DialogEntry, 'id'>) {
  update({ ...state, dialogs: [...state.dialogs, { ...entry, id: nextId++ }] });
}

function settleDialog(id: number, confirmed: boolean) {
  const entry = state.dialogs.find((dialog) => dialog.id === id);
  if (!entry) return;
  update({ ...state, dialogs: state.dialogs.filter((dialog) => dialog !== entry) });
  entry.settle(confirmed);
}

/** Renders the overlays; mount it once, near the app root. */
export function OverlayHost() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const loadingMessage = current.loading.at(-1);
  const dialog = current.dialogs[0];
  return (
    <>
      {/* The live region stays mounted so screen readers announce each toast as it is inserted. */}
      <div className="bc-toast-region" role="status" aria-live="polite" aria-atomic="true">
        {current.toast && (
          <div key={current.toast.id} className="bc-toast">
            {current.toast.message}
          </div>
        )}
      </div>
      {loadingMessage !== undefined && <LoadingOverlay message={loadingMessage} />}
      {dialog && <DialogView key={dialog.id} entry={dialog} />}
    </>
  );
}

function LoadingOverlay({ message }: { message: string }) {
  return (
    <Overlay visible zIndex={LOADING_Z_INDEX} closeOnOverlayClick={false} className="bc-loading-overlay">
      <div className="bc-loading" role="progressbar" aria-label={message} aria-busy="true">
        <Loading direction="vertical">{message}</Loading>
      </div>
    </Overlay>
  );
}

function DialogView({ entry }: { entry: DialogEntry }) {
  const titleId = useId();
  const messageId = useId();
  const container = useRef<HTMLDivElement>(null);
  const isConfirm = entry.kind === 'confirm';

  // Focus moves into the dialog and returns to where it was once the dialog is answered.
  useEffect(() => {
    const previous = document.activeElement;
    // The frame is an empty block at the end of the page: focusing it must not scroll the page to it.
    container.current?.focus({ preventScroll: true });
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') settleDialog(entry.id, false);
  };

  const dialog = (
    <Dialog
      visible
      title={entry.title ? <span id={titleId}>{entry.title}</span> : ''}
      confirmText={entry.confirmText}
      cancelText={entry.cancelText}
      hideCancelButton={!isConfirm}
      closeOnOverlayClick={false}
      zIndex={DIALOG_Z_INDEX}
      onConfirm={() => settleDialog(entry.id, true)}
      onCancel={() => settleDialog(entry.id, false)}
    >
      <p id={messageId} className="bc-dialog-message">
        {entry.message}
      </p>
    </Dialog>
  );
  // NutUI's dialog markup carries no role; this frame makes it a labelled modal dialog.
  const frame = {
    ref: container,
    className: 'bc-dialog',
    'aria-modal': true,
    'aria-labelledby': entry.title ? titleId : messageId,
    'aria-describedby': entry.title ? messageId : undefined,
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
