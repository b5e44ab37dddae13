import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from './Link';
import { expectLink } from '@fixtures/steps';

const meta = {
  component: Link,
  argTypes: {
    variant: { control: 'radio', options: ['inline', 'quiet', 'button', 'buttonSecondary'] },
    children: { control: 'text' },
  },
  args: { to: '/about', children: 'About Us' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LinksToPage: Story = {
  play: async ({ canvasElement }) => {
    await expectLink(canvasElement, 'About Us', '/about');
  },
};

export const Quiet: Story = { args: { variant: 'quiet', children: 'Design Inspirations' } };
export const AsButton: Story = {
  args: { variant: 'button', to: '/', children: 'Browse Products' },
};
export const AsSecondaryButton: Story = {
  args: { variant: 'buttonSecondary', to: '/products/new', children: 'Shop New Arrivals' },
};

export const External: Story = {
  args: { to: 'https://www.pinterest.com/elifehome', children: 'Pinterest' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Pinterest' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A planted javascript: URL is never rendered: the link falls back to the home page. */
export const UnsafeTarget: Story = {
  args: { to: 'javascript:alert(1)', children: 'Suspicious link' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Suspicious link' });
    await expect(link).toHaveAttribute('href', '/');
  },
};
