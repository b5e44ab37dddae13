import type { ToastOptions } from 'react-toastify/unstyled';

type Library = typeof import('react-toastify/unstyled');
type Kind = 'info' | 'success' | 'error' | 'warning';
type Message = string;

let library: Library | undefined;
let loading: Promise<Library> | undefined;
const waiting = new Set<() => void>();

/**
 * Loads react-toastify (and the region's CSS, through ToastRegion) once. Nothing on a first
 * screen needs a toast, so the library stays out of every route's first download: it loads at
 * the visitor's first input, or at once when something raises a toast before that.
 */
export function loadToasts(): Promise<Library> {
  loading ??= import('react-toastify/unstyled').then((lib) => {
    library = lib;
    return lib;
  });
  waiting.forEach((listener) => listener());
  waiting.clear();
  return loading;
}

/** Called back the first time anything asks for the toast library (Toaster mounts its region). */
export function onToastsRequested(listener: () => void): () => void {
  if (loading) {
    listener();
    return () => undefined;
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

function show(kind: Kind | undefined, message: Message, options?: ToastOptions) {
  if (library) {
    return void (kind ? library.toast[kind](message, options) : library.toast(message, options));
  }
  // The library queues toasts raised before its container mounts, so order is kept.
  void loadToasts().then((lib) =>
    kind ? lib.toast[kind](message, options) : lib.toast(message, options),
  );
}

/** react-toastify's toast() for the calls this app makes, safe to call before it has loaded. */
export const toast = Object.assign(
  (message: Message, options?: ToastOptions) => show(undefined, message, options),
  {
    info: (message: Message, options?: ToastOptions) => show('info', message, options),
    success: (message: Message, options?: ToastOptions) => show('success', message, options),
    error: (message: Message, options?: ToastOptions) => show('error', message, options),
    warning: (message: Message, options?: ToastOptions) => show('warning', message, options),
  },
);
