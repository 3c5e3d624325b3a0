import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Numeric } from './Numeric';
import { piecesFromLeft } from './readingOrder';

const samples = ['5000 - 25500 USDT', '10 - 150 days', '5000.00 USDT per 24 hours'];

function Samples({ isolated }: { isolated: boolean }) {
  return (
    <dl>
      {samples.map((text) => (
        <div key={text}>
          <dt>Limit</dt>
          <dd data-sample={text}>{isolated ? <Numeric>{text}</Numeric> : text}</dd>
        </div>
      ))}
    </dl>
  );
}

const meta = {
  title: 'UI/Numeric',
  component: Samples,
  args: { isolated: true },
} satisfies Meta<typeof Samples>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each sample reads left to right: every piece lies to the right of the one written before it. */
async function expectReadingOrder(canvasElement: HTMLElement) {
  const order: Record<string, string[]> = {
    '5000 - 25500 USDT': ['5000', '25500', 'USDT'],
    '10 - 150 days': ['10', '150', 'days'],
    '5000.00 USDT per 24 hours': ['5000.00', 'USDT', '24', 'hours'],
  };
  for (const [sample, pieces] of Object.entries(order)) {
    const dd = canvasElement.querySelector(`dd[data-sample="${sample}"]`)!;
    await expect(piecesFromLeft(dd, pieces)).toEqual(pieces);
  }
}

export const RightToLeftKeepsTheOrder: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expectReadingOrder(canvasElement);
    // The figure still sits at the start of its line, on the right in RTL.
    const dd = canvasElement.querySelector('dd')!;
    await expect(dd.querySelector('bdi')!.getBoundingClientRect().right).toBeCloseTo(
      dd.getBoundingClientRect().right,
      0,
    );
  },
};

export const LeftToRight: Story = {
  play: async ({ canvasElement }) => expectReadingOrder(canvasElement),
};
