import '../src/theme/global.css';
import { DirectionProvider } from '@radix-ui/react-direction';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import { defaultThemeSettings, presetNames, sidebarStyles } from '../src/theme';
import { applyThemeSettings } from '../src/theme/applySettings';
import { clearToasts } from '../src/ui';
import { addedRules, pageLevelRules } from './a11yRules';
import { storyTheme } from './lab/labTheme';

// Waits in play functions allow 3 s: the toast library loads with the first toast, and in the test run the
// browser shares the machine with the rest of the suite.
configure({ asyncUtilTimeout: 3000 });

/**
 * Applies the toolbar's preset, mode, sidebar style and direction to the document root, as the app does, so
 * portalled content (dialogs, toasts) is themed too. A theme kept by the theme lab (Design/Theme lab) is
 * painted on top of the toolbar's, and a story's own pinned globals on top of both, until the lab resets it.
 */
const withTheme: Decorator = (Story, context) => {
  // Storybook puts both halves of `globals` on the context without typing them.
  const { storyGlobals = {}, userGlobals = context.globals } = context as typeof context & {
    storyGlobals?: typeof context.globals;
    userGlobals?: typeof context.globals;
  };
  const settings = storyTheme(userGlobals, storyGlobals);
  // Set during render, not in an effect, so a play function sees the theme from its first line.
  applyThemeSettings(document.documentElement, settings);
  return (
    <DirectionProvider dir={settings.direction}>
      <Story />
    </DirectionProvider>
  );
};

const withQueryClient: Decorator = (Story) => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  return (
    <QueryClientProvider client={client}>
      <Story />
    </QueryClientProvider>
  );
};

/** Stories that bring their own router set `parameters: { router: false }`; others may set an initial path. */
const withRouter: Decorator = (Story, context) => {
  const router = context.parameters.router as false | { initialEntries?: string[] } | undefined;
  if (router === false) return <Story />;
  return (
    <MemoryRouter initialEntries={router?.initialEntries ?? ['/']}>
      <Story />
    </MemoryRouter>
  );
};

const preview: Preview = {
  // Every component and screen gets a docs page from its stories and its described props.
  tags: ['autodocs'],
  decorators: [withRouter, withQueryClient, withTheme],
  // Stories share the page: a toast raised in one, with no host mounted to show it, would otherwise be shown
  // first by the next story's host and hold the one place the toast limit allows.
  beforeEach: clearToasts,
  initialGlobals: {
    // The a11y panel scans when asked ("Run accessibility scan"), not on every render: the test run already
    // checks every story with axe (.storybook/test-runner.ts), and the addon's automatic scan would run a
    // second axe on each story there. `parameters.a11y.test: 'off'` would skip it too, but also blanks the panel.
    a11y: { manual: true },
    preset: defaultThemeSettings.preset,
    colorMode: 'light',
    sidebarStyle: defaultThemeSettings.sidebarStyle,
    direction: 'ltr',
  },
  globalTypes: {
    preset: {
      description: 'Theme preset',
      toolbar: {
        title: 'Preset',
        icon: 'paintbrush',
        items: presetNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
    sidebarStyle: {
      description: 'Sidebar style',
      toolbar: {
        title: 'Sidebar',
        icon: 'sidebar',
        items: sidebarStyles.map((style) => ({ value: style, title: style })),
        dynamicTitle: true,
      },
    },
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The panel's scan follows the test run's rules (.storybook/test-runner.ts): rules about a whole page say
    // nothing about one story, and target-size is on.
    a11y: {
      config: {
        rules: [
          ...pageLevelRules.map((id) => ({ id, enabled: false })),
          ...addedRules.map((id) => ({ id, enabled: true })),
        ],
      },
    },
  },
};

export default preview;
