import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import type { DialogRequest, DialogViewProps } from './overlay-dialog.tsx';
import './overlays.css';

/**
 * Toast, loading overlay, alert and confirm, callable from anywhere — the request gateway calls
 * them outside React. They live in a small module store that `<OverlayHost />` renders inside the
 * app's own tree (NutUI's imperative Toast/Dialog mount extra React roots, which tests and
 * screen readers see less reliably). The host is part of every app's first download, so the toast and
 * the loading overlay are plain markup and CSS, and only the dialog, which no first screen shows, uses
 * NutUI from a file of its own.
 */

/** Default toast duration in milliseconds. */
export const TOAST_DURATION_MS = 5000;
/**
 * product.md › 错误与提示: "800 ms for some toasts". The agent app uses it for its form checks — the message that a
 * field is missing or wrong, shown before any call while the agent is correcting it on the spot;
 * server messages keep the 5000 ms default.
 */
export const SHORT_TOAST_MS = 800;
/** 加载中 default loading text. */
export const LOADING_TEXT = '加载中...';
/**
 * product.md › 错误与提示: the text of screens that wait on a slow outside service — the hall's face-verification
 * result, which waits on the verification provider.
 */
export const PATIENT_LOADING_TEXT = '加载中，请耐心等待...';

interface LoadingEntry {
  id: number;
  message: string;
}

interface ToastEntry {
  id: number;
  message: string;
}

interface DialogEntry extends DialogRequest {
  id: number;
  settle: (confirmed: boolean) => void;
}

interface OverlayState {
  toast: ToastEntry | null;
  /** One entry per open showLoading(), until its own hide is called; the newest is shown. */
  loading: readonly LoadingEntry[];
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

/** Closes the overlay entry that `showLoading` opened; calling it again does nothing. */
export type HideLoading = () => void;

/**
 * Shows the loading overlay until the returned function is called. This store alone counts the open
 * entries: each caller closes its own, so overlapping callers can neither close one another's overlay
 * early nor leave one behind, and the overlay goes when the last of them has closed.
 */
export function showLoading(message: string = LOADING_TEXT): HideLoading {
  const entry: LoadingEntry = { id: nextId++, message };
  update({ ...state, loading: [...state.loading, entry] });
  return () => {
    if (!state.loading.includes(entry)) return;
    update({ ...state, loading: state.loading.filter((open) => open !== entry) });
  };
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

type DialogViewComponent = ComponentType<DialogViewProps>;

/**
 * Where the dialog renderer comes from. No first screen shows a dialog, so NutUI's dialog is fetched the
 * first time one is queued rather than with the app's entry; tests replace `load`.
 */
export const dialogRenderer = {
  load: (): Promise<DialogViewComponent> =>
    import('./overlay-dialog.tsx').then((module) => module.DialogView),
};

let loadedDialogView: DialogViewComponent | undefined;
let pendingDialogView: Promise<DialogViewComponent> | undefined;

function loadDialogView(): Promise<DialogViewComponent> {
  pendingDialogView ??= dialogRenderer.load().then(
    (view) => {
      loadedDialogView = view;
      return view;
    },
    (error: unknown) => {
      // A failed download is not remembered: the next dialog tries again.
      pendingDialogView = undefined;
      throw error;
    },
  );
  return pendingDialogView;
}

/** Renders the overlays; mount it once, near the app root. */
export function OverlayHost() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  // A screen reader announces what is inserted into a live region it already knows, not what a region
  // brings with it when it appears. A toast raised before the host's first commit (a route's loader that
  // answers at once on a reload) is therefore inserted in the commit after the empty region's.
  const [regionMounted, setRegionMounted] = useState(false);
  useEffect(() => setRegionMounted(true), []);
  const loadingMessage = current.loading.at(-1)?.message;
  const dialog = current.dialogs[0];
  return (
    <>
      {/* The live region stays mounted so screen readers announce each toast as it is inserted. */}
      <div className="bc-toast-region" role="status" aria-live="polite" aria-atomic="true">
        {regionMounted && current.toast && (
          <div key={current.toast.id} className="bc-toast">
            {current.toast.message}
          </div>
        )}
      </div>
      {loadingMessage !== undefined && <LoadingOverlay message={loadingMessage} />}
      {dialog && <QueuedDialog key={dialog.id} entry={dialog} />}
    </>
  );
}

const SCROLL_LOCK_CLASS = 'bc-scroll-locked';

/** A dim layer that takes every tap while a request runs; the page behind it does not scroll. */
function LoadingOverlay({ message }: { message: string }) {
  useEffect(() => {
    document.body.classList.add(SCROLL_LOCK_CLASS);
    return () => document.body.classList.remove(SCROLL_LOCK_CLASS);
  }, []);
  return (
    <div className="bc-loading-overlay">
      <div className="bc-loading" role="progressbar" aria-label={message} aria-busy="true">
        <span className="bc-loading-spinner" aria-hidden="true" />
        <span className="bc-loading-text">{message}</span>
      </div>
    </div>
  );
}

/** The dialog at the head of the queue, drawn once its renderer is at hand. */
function QueuedDialog({ entry }: { entry: DialogEntry }) {
  const [View, setView] = useState(() => loadedDialogView);

  useEffect(() => {
    if (View) return;
    let mounted = true;
    loadDialogView().then(
      (view) => {
        if (mounted) setView(() => view);
      },
      (error: unknown) => {
        if (!mounted) return;
        // On a network that cannot deliver the file, the browser's own dialog asks, so no caller waits forever.
        console.warn('The dialog could not be loaded; the browser dialog asks instead.', error);
        settleDialog(entry.id, answerNatively(entry));
      },
    );
    return () => {
      mounted = false;
    };
  }, [View, entry]);

  return View ? <View request={entry} onAnswer={(confirmed) => settleDialog(entry.id, confirmed)} /> : null;
}

function answerNatively({ kind, title, message }: DialogRequest): boolean {
  const text = title ? `${title}\n${message}` : message;
  if (kind === 'confirm') return window.confirm(text);
  window.alert(text);
  return true;
}
