import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DraftBanner } from './DraftBanner';
import { expectLink } from '@fixtures/steps';

const meta = {
  component: DraftBanner,
  args: { count: 3 },
} satisfies Meta<typeof DraftBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Announces: Story = {
  play: async ({ canvas, canvasElement }) => {
    const banner = canvas.getByRole('region', { name: 'Unpublished changes' });
    await expect(banner).toHaveTextContent('You are previewing 3 unpublished changes');
    await expectLink(canvasElement, 'Review and publish', '/admin/publishing');
  },
};

export const OneChange: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveTextContent(
      'You are previewing 1 unpublished change.',
    );
  },
};
