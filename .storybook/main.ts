import type { StorybookConfig } from '@storybook/react-vite';

// The vanilla-extract plugin comes from vite.config.ts, which the react-vite builder loads on its own.
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx', './**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
