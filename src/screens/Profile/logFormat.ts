import { formatDashDate } from '../../ui';

/**
 * The browser and system a user agent names, as a member would say it: 'Chrome on Linux', 'Safari on iPhone'.
 * Order matters: Edge and Opera also call themselves Chrome, and Chrome also calls itself Safari.
 */
const browsers: readonly [RegExp, string][] = [
  [/\bEdgi?A?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (agent: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(agent))?.[1] ?? null;

export function describeDevice(agent: string): string {
  const text = agent.trim();
  if (!text) return 'Unknown device';
  const browser = first(text, browsers);
  const system = first(text, systems);
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system) as string;
  // A program rather than a browser (e.g. 'curl/8.5.0'): its own name.
  return text.split(/[\s/]/)[0] || 'Unknown device';
}

/** Logs show DD-MM-YYYY HH:mm in the member's own time (spec document 2 §9); text that is no date as it came. */
export const formatLogDate = (iso: string): string => formatDashDate(iso, true);
