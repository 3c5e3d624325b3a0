import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = { title: 'UI/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <div role="status" aria-busy="true" aria-label="Loading profile">
      {skeletonShapes.map((shape) => (
        <Skeleton key={shape} shape={shape} width={shape === 'text' ? '60%' : undefined} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bones = canvasElement.querySelectorAll<HTMLElement>('[data-skeleton]');
    await expect(bones).toHaveLength(3);
    for (const bone of bones) await expect(bone).toHaveAttribute('aria-hidden', 'true');
    const [text, rect, circle] = [...bones];
    await expect(text!.style.inlineSize).toBe('60%');
    await expect(rect!.getBoundingClientRect().height).toBe(80);
    const box = circle!.getBoundingClientRect();
    await expect(box.width).toBe(box.height);
  },
};

export const StillUnderReducedMotion: Story = {
  args: { shape: 'rect', width: '200px', height: '40px' },
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector<HTMLElement>('[data-skeleton]')!;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const animation = getComputedStyle(bone).animationName;
    await expect(reduced ? animation === 'none' : animation !== 'none').toBe(true);
    await expect(bone.getBoundingClientRect().width).toBe(200);
  },
};
