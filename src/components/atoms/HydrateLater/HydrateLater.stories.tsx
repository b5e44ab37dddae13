import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { HydrateLater } from './HydrateLater';

/**
 * Selective hydration for prerendered pages: nothing to see by design. Rendered in the browser
 * (as here), a part shows its children at once; adopting prerendered HTML, React hydrates the
 * part after the page's shell, when the browser is free or the visitor reaches into it.
 */
const meta = preview.meta({
  component: HydrateLater,
  args: {
    children: <p>Latest products: twelve cards, hydrated in their own task.</p>,
  },
});

/** Rendered in the browser from scratch: the children at once. */
export const Default = meta.story();

/** Parts side by side render in order, each at once, with nothing between them. */
export const SideBySide = meta.story({
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
});
