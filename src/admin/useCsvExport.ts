import { useCallback, useRef, useState } from 'react';
import { useToast } from '../toast/toasts';
import { fetchCsv } from './admin-api';
import type { ListKind } from './list-kinds';
import { exportFailed } from './notices';
import { csvAddress, type ListFilter } from './paging';
import { saveFile } from '../save-file';
import type { AdminCall } from './useAdminSession';

/**
 * Export CSV for a list: every record its search and filter match, whatever
 * was loaded on screen, saved under the name the server gives.
 */
export function useCsvExport(kind: ListKind<{ id: string }>, call: AdminCall) {
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  // A second press while the file is on its way would only download it twice.
  const busy = useRef(false);
  const exportCsv = useCallback(
    async (filter: ListFilter) => {
      if (busy.current) return;
      busy.current = true;
      setExporting(true);
      try {
        const answer = await call((password) => fetchCsv(password, csvAddress(kind.path, filter, kind.filterParam), kind.csvName));
        if (!answer) return;
        if (!answer.ok) throw new Error(`The export failed (${answer.status}).`);
        saveFile(answer.file, answer.name);
      } catch {
        toast(exportFailed);
      } finally {
        busy.current = false;
        setExporting(false);
      }
    },
    [call, kind.path, kind.filterParam, kind.csvName, toast],
  );
  return { exporting, exportCsv };
}
