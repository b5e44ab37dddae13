import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchBox } from './SearchBox';
import { retype } from '@fixtures/steps';

const meta = {
  component: SearchBox,
  args: { onSearch: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Searches: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('search')).toBeInTheDocument();
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search products' }),
      '  oak table  ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('oak table');
  },
};

/** Enter submits too; a blank query is not raised. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await retype(input, 'mirror{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('mirror');
  },
};

export const WithQuery: Story = {
  args: { defaultValue: 'walnut mirror' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('walnut mirror');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('walnut mirror');
  },
};

export const Compact: Story = { args: { variant: 'compact' } };

export const LongText: Story = {
  args: {
    defaultValue:
      'Grand Venetian Bevelled Floor-Standing Metal Frame Mirror Antireflectioncoatedbevelledsilverglass',
  },
};

export const Mobile: Story = {
  args: { variant: 'mobile' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
