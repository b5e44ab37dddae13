import preview from '#.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = preview.meta({
  component: Button,
  argTypes: {
    variant: { control: 'radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'radio', options: ['sm', 'md', 'lg'] },
    children: { control: 'text' },
    icon: { control: false },
  },
  args: { children: 'Add to Cart', onClick: fn() },
  parameters: { layout: 'centered' },
});

export const Default = meta.story();

export const RaisesClick = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

export const Secondary = meta.story({
  args: { variant: 'secondary', children: 'Browse Products' },
});
export const Ghost = meta.story({ args: { variant: 'ghost', children: 'Cancel' } });
export const Danger = meta.story({ args: { variant: 'danger', children: 'Delete' } });
export const Small = meta.story({ args: { size: 'sm' } });
export const Large = meta.story({ args: { size: 'lg', children: 'Shop Now' } });

export const Busy = meta.story({
  args: { busy: true, busyLabel: 'Saving...', children: 'Save Product' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Saving...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

export const Disabled = meta.story({ args: { disabled: true } });

export const LongText = meta.story({
  args: {
    children: 'Request a wholesale quotation for the complete collection of handcrafted mirrors',
  },
});
