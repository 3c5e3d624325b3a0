import type { LiabilitiesReport } from '../../src/api/contract';

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const line = (cells: string[]) => cells.map(cell).join(',');

/** The report as one CSV table (section, name, then the figures), for a spreadsheet or an accountant. */
export function liabilitiesCsv(report: LiabilitiesReport): string {
  const lines = [line(['section', 'name', 'amount', 'received', 'paid_out', 'owed', 'held', 'difference'])];
  for (const [name, amount] of Object.entries(report.owed))
    lines.push(line(['owed', name, amount, '', '', '', '', '']));
  for (const h of report.held)
    lines.push(line(['held', h.method, h.held, h.received, h.paid_out, '', '', '']));
  lines.push(line(['held', 'total', report.held_total, '', '', '', '', '']));
  lines.push(line(['difference', 'held minus owed', report.difference, '', '', '', '', '']));
  for (const day of report.trend) {
    lines.push(line(['trend', day.date, '', '', '', day.owed, day.held, day.difference]));
  }
  lines.push(line(['ledger check', report.ledger_check.ok ? 'sound' : 'violated', '', '', '', '', '', '']));
  return `${lines.join('\r\n')}\r\n`;
}
