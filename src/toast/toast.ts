/** What a toast says. */
export interface ToastMessage {
  title: string;
  description: string;
  variant?: 'default' | 'destructive';
}

/** How long a toast stays, in milliseconds (spec section 9). */
export const TOAST_DURATION_MS = 5000;
