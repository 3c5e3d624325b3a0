import '../src/theme/global.css';
import { DirectionProvider } from '@radix-ui/react-direction';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { type ColorMode, type Direction, darkTheme, lightTheme } from '../src/theme';

/**
 * Applies the theme class and direction to the document root, as the app does, so portalled content
 * (dialogs, toasts) is themed too.
 */
const withTheme: Decorator = (Story, context) => {
  const mode = (context.globals.colorMode ?? 'light') as ColorMode;
  const dir = (context.globals.direction ?? 'ltr') as Direction;
  // Set during render, not in an effect, so a play function sees the direction from its first line.
  const root = document.documentElement;
  root.classList.remove(lightTheme, darkTheme);
  root.classList.add(mode === 'dark' ? darkTheme : lightTheme);
  root.dir = dir;
  root.style.colorScheme = mode;
  return (
    <DirectionProvider dir={dir}>
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
  decorators: [withRouter, withQueryClient, withTheme],
  initialGlobals: { colorMode: 'light', direction: 'ltr' },
  globalTypes: {
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
  },
};

export default preview;
