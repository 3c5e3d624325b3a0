import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

// Only the file names are needed; `query: '?url'` keeps the machines themselves out of this story's bundle.
const machineFiles = Object.keys(import.meta.glob('../../src/machines/*/*Machine.ts', { query: '?url' }));
const explorerFiles = Object.keys(import.meta.glob('./*Machine.stories.tsx', { query: '?url' }));

const machineName = (file: string) =>
  file
    .split('/')
    .pop()
    ?.replace(/Machine\.ts$/, '') ?? file;
const explorerFor = (name: string) => `./${name.charAt(0).toUpperCase()}${name.slice(1)}Machine.stories.tsx`;

/** Lists every machine in src/machines and whether it has an explorer story, so a new machine cannot slip by. */
function ExplorerCoverage() {
  return (
    <table aria-label="Machine explorers">
      <thead>
        <tr>
          <th scope="col">Machine</th>
          <th scope="col">Explorer story</th>
        </tr>
      </thead>
      <tbody>
        {machineFiles.map(machineName).map((name) => (
          <tr key={name}>
            <td>{name}</td>
            <td>{explorerFiles.includes(explorerFor(name)) ? 'yes' : 'missing'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Machines/Coverage',
  tags: ['!autodocs'],
  component: ExplorerCoverage,
} satisfies Meta<typeof ExplorerCoverage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryMachineHasAnExplorer: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Machine explorers' });
    await expect(machineFiles.length).toBeGreaterThanOrEqual(5);
    await expect(within(table).queryByText('missing')).toBeNull();
  },
};
