import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { Link } from './Link';
import { expectLink } from '@fixtures/steps';

const meta = preview.meta({
  component: Link,
  argTypes: {
    variant: { control: 'radio', options: ['inline', 'quiet', 'button', 'buttonSecondary'] },
    children: { control: 'text' },
  },
  args: { to: '/about', children: 'About Us' },
  parameters: { layout: 'centered' },
});

export const Default = meta.story();

export const LinksToPage = meta.story({
  play: async ({ canvasElement }) => {
    await expectLink(canvasElement, 'About Us', '/about');
  },
});

export const Quiet = meta.story({ args: { variant: 'quiet', children: 'Design Inspirations' } });
export const AsButton = meta.story({
  args: { variant: 'button', to: '/', children: 'Browse Products' },
});
export const AsSecondaryButton = meta.story({
  args: { variant: 'buttonSecondary', to: '/products/new', children: 'Shop New Arrivals' },
});

export const External = meta.story({
  args: { to: 'https://www.pinterest.com/elifehome', children: 'Pinterest' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Pinterest' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

/** A planted javascript: URL is never rendered: the link falls back to the home page. */
export const UnsafeTarget = meta.story({
  args: { to: 'javascript:alert(1)', children: 'Suspicious link' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Suspicious link' });
    await expect(link).toHaveAttribute('href', '/');
  },
});
