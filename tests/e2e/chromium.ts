import type { LaunchOptions } from '@playwright/test';
import chromium from '../chromium-flags.json' with { type: 'json' };

/** Debian's Chromium, never a downloaded browser; the flags keep it off the closed network. */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
    headless: true,
    args: chromium.args,
  };
}
