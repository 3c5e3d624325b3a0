import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { liabilitiesCsv, liabilitiesFileName, liabilitiesQuery } from '../../../api/operatorMoney';
import { saveFile } from '../../../ui';
import { LiabilitiesView } from './LiabilitiesView';

export const REPORT_FAILED = 'The report could not be loaded.';

/** The liabilities section of the back office: the report for the days chosen, and its CSV. */
export function LiabilitiesSection() {
  const [days, setDays] = useState(30);
  const report = useQuery(liabilitiesQuery(days));
  const download = useMutation({
    mutationFn: (forDays: number) => liabilitiesCsv(forDays),
    onSuccess: (file, forDays) => saveFile(file, liabilitiesFileName(forDays)),
  });
  return (
    <LiabilitiesView
      days={days}
      onDaysChange={setDays}
      report={report.data ?? null}
      loading={report.isPending}
      error={report.isError ? REPORT_FAILED : null}
      onRetry={() => void report.refetch()}
      onDownload={() => download.mutate(days)}
      downloading={download.isPending}
      downloadError={download.error ? download.error.message : null}
    />
  );
}
