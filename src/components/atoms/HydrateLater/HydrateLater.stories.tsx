import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HydrateLater } from './HydrateLater';

/**
 * Selective hydration for prerendered pages: nothing to see by design. Rendered in the browser
 * (as here), a part shows its children at once; adopting prerendered HTML, React hydrates the
 * part after the page's shell, when the browser is free or the visitor reaches into it.
 */
const meta = {
  component: HydrateLater,
  args: {
    children: <p>Latest products: twelve cards, hydrated in their own task.</p>,
  },
} satisfies Meta<typeof HydrateLater>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered in the browser from scratch: the children at once. */
export const Default: Story = {};

/** Parts side by side render in order, each at once, with nothing between them. */
export const SideBySide: Story = {
  render: () => (
    <div>
      <HydrateLater>
        <p>The first part</p>
      </HydrateLater>
      <HydrateLater>
        <p>The second part</p>
      </HydrateLater>
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('The first part')).toBeVisible();
    await expect(canvas.getByText('The second part')).toBeVisible();
    await expect(canvasElement.querySelector('div')?.children).toHaveLength(2);
  },
};
