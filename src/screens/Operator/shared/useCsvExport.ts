import { useMutation } from '@tanstack/react-query';
import { type ListParams, listCsv, listFileName } from '../../../api/operatorLists';
import { saveFile } from '../../../ui';
import { failureMessage } from './failure';

const EXPORT_FAILED = 'The CSV could not be downloaded. Please try again.';

/** The list's export: every row its filters select, saved as `<file>-<day>.csv`. */
export function useCsvExport(path: string, file: string, params: ListParams) {
  const download = useMutation({
    mutationFn: () => listCsv(path, params),
    onSuccess: (blob) => saveFile(blob, listFileName(file)),
  });
  return {
    onExport: () => download.mutate(),
    exporting: download.isPending,
    exportError: download.error ? failureMessage(download.error, EXPORT_FAILED) : null,
  };
}
