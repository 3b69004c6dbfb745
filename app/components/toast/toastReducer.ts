import { TOAST_LIMIT } from '@common/constants';
import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastContent {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** An optional button in the toast (for example "Enable"). */
  action?: ReactNode;
}

export interface ToastItem extends ToastContent {
  id: string;
  /** False once dismissed: it animates out and is removed a little later. */
  open: boolean;
}

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'update'; id: string; content: ToastContent }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** At most `TOAST_LIMIT` toasts: a new one pushes the oldest out (seed §4). */
export function toastReducer(state: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((t) => (t.id === action.id ? { ...t, ...action.content } : t));
    case 'dismiss':
      return state.map((t) =>
        action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
      );
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}
