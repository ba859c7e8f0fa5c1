import { useCallback } from 'react';
import { useToast, type ToastMessage } from './toasts';

/** What the toast says when copying worked, and when it did not. */
export interface CopyMessages {
  copied: Omit<ToastMessage, 'variant'>;
  failed: Omit<ToastMessage, 'variant'>;
}

/**
 * Copies text to the clipboard and says so in a toast either way (a browser
 * may refuse the clipboard, e.g. in a frame without clipboard-write).
 */
export function useCopyText(): (text: string, messages: CopyMessages) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (text, { copied, failed }) => {
      try {
        await navigator.clipboard.writeText(text);
        toast(copied);
      } catch {
        toast({ ...failed, variant: 'destructive' });
      }
    },
    [toast],
  );
}
