import Bowser from 'bowser';
import { formatDashDate } from '../../ui';

/**
 * The browser and system a user agent names, as a member would say it: 'Chrome on Linux', 'Safari on
 * iPhone', read by a maintained parser (bowser) that keeps up with new browsers' agents. An iPhone or an
 * iPad is named as the device rather than as iOS; a name that repeats the system ('Samsung Internet for
 * Android') drops the repetition.
 */
export function describeDevice(agent: string): string {
  const text = agent.trim();
  if (!text) return 'Unknown device';
  const { browser, os, platform } = Bowser.parse(text);
  const system = (os.name === 'iOS' && platform.model) || os.name || null;
  const name = (system ? browser.name?.replace(` for ${system}`, '') : browser.name) || null;
  if (name && system) return `${name} on ${system}`;
  if (name || system) return (name ?? system) as string;
  // A program rather than a browser (e.g. 'curl/8.5.0'): its own name.
  return text.split(/[\s/]/)[0] || 'Unknown device';
}

/** Logs show DD-MM-YYYY HH:mm in the member's own time (spec document 2 §9); text that is no date as it came. */
export const formatLogDate = (iso: string): string => formatDashDate(iso, true);
