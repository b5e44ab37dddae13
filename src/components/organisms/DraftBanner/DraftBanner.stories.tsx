import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { DraftBanner } from './DraftBanner';
import { expectLink } from '@fixtures/steps';

const meta = preview.meta({
  component: DraftBanner,
  args: { count: 3 },
});

export const Default = meta.story();

export const Announces = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const banner = canvas.getByRole('region', { name: 'Unpublished changes' });
    await expect(banner).toHaveTextContent('You are previewing 3 unpublished changes');
    await expectLink(canvasElement, 'Review and publish', '/admin/publishing');
  },
});

export const OneChange = meta.story({
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveTextContent(
      'You are previewing 1 unpublished change.',
    );
  },
});
