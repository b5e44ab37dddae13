import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = preview.meta({
  component: Badge,
  args: { variant: 'new' as const },
  parameters: { layout: 'centered' },
});

export const Default = meta.story();

export const MarksVariant = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('NEW')).toHaveAttribute('data-variant', 'new');
  },
});

export const Bestseller = meta.story({
  args: { variant: 'bestseller' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('BESTSELLER')).toHaveAttribute('data-variant', 'bestseller');
  },
});

export const CustomLabel = meta.story({ args: { variant: 'bestseller', children: 'Top pick' } });
