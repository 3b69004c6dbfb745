import { TOAST_REMOVE_DELAY_MS } from '@common/constants';
import { createStrictContext } from '@app/lib/createStrictContext';
import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { toastReducer, type ToastContent, type ToastItem } from './toastReducer';

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (content: ToastContent) => void;
}

export interface ToastApi {
  toasts: ToastItem[];
  /** Shows a toast, replacing the one on screen (one at a time). */
  toast: (content: ToastContent) => ToastHandle;
  /** Closes one toast, or all of them; each is removed 5000 ms later. */
  dismiss: (id?: string) => void;
}

const [ToastContextProvider, useToast] = createStrictContext<ToastApi>('ToastProvider', 'useToast');
export { useToast };

let nextId = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // `dismiss()` with no id needs the current list without re-creating itself on each change.
  const toastsRef = useRef(toasts);
  useEffect(() => {
    toastsRef.current = toasts;
  }, [toasts]);

  const scheduleRemoval = useCallback((id: string) => {
    if (removalTimers.current.has(id)) return;
    const timer = setTimeout(() => {
      removalTimers.current.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS);
    removalTimers.current.set(id, timer);
  }, []);

  const dismiss = useCallback(
    (id?: string) => {
      dispatch({ type: 'dismiss', ...(id === undefined ? {} : { id }) });
      const ids = id === undefined ? toastsRef.current.map((t) => t.id) : [id];
      ids.forEach(scheduleRemoval);
    },
    [scheduleRemoval],
  );

  useEffect(() => {
    const timers = removalTimers.current;
    return () => {
      timers.forEach(clearTimeout);
    };
  }, []);

  const toast = useCallback(
    (content: ToastContent): ToastHandle => {
      const id = `toast-${++nextId}`;
      dispatch({ type: 'add', toast: { ...content, id, open: true } });
      return {
        id,
        dismiss: () => {
          dismiss(id);
        },
        update: (next) => {
          dispatch({ type: 'update', id, content: next });
        },
      };
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);
  return <ToastContextProvider value={api}>{children}</ToastContextProvider>;
}
