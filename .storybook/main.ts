import type { StorybookConfig } from '@storybook/react-vite';
import { apiArt } from './apiArt';

// The vanilla-extract plugin comes from vite.config.ts, which the react-vite builder loads on its own.
const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx', './**/*.mdx', './**/*.stories.tsx'],
  // Docs: a page per component from its stories and described props, and MDX pages (tokens, guides).
  // A11y: axe's findings for the open story in a panel, as the test run checks them.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Storybook hides everything but its spinner while a story takes more than 100 ms to prepare; a field drawn
  // then cannot take the focus it asks for as it mounts. The story's root stays laid out, only transparent.
  previewHead: (head) =>
    `${head}<style>.sb-show-preparing-story:not(.sb-show-main) > #storybook-root { display: block !important; opacity: 0; }</style>`,
  // Package and reserve artwork at the server's /api/assets paths, so screens show their real images.
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: [...(viteConfig.plugins ?? []), apiArt()] }),
};

export default config;
