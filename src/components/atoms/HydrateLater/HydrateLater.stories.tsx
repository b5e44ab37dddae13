import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HydrateLater, partsHydrated, setAdopting } from './HydrateLater';

/**
 * Progressive hydration for prerendered pages: nothing to see by design. Rendered in the browser
 * (as here), a part shows its children; adopting prerendered HTML, the part keeps its markup and
 * is hydrated in a task of its own.
 */
const meta = {
  component: HydrateLater,
  args: {
    part: 'story-default',
    children: <p>Latest products: twelve cards, hydrated in their own task.</p>,
  },
} satisfies Meta<typeof HydrateLater>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered in the browser from scratch: the children at once. */
export const Default: Story = {};

/**
 * While a page is being adopted each part waits for its turn, then renders its children; the
 * entry waits for `partsHydrated` before replaying early input.
 */
export const WhileAdopting: Story = {
  beforeEach: () => {
    setAdopting(true);
    return () => setAdopting(false);
  },
  render: () => (
    <div>
      <HydrateLater part={`story-first-${Math.random()}`}>
        <p>The first part</p>
      </HydrateLater>
      <HydrateLater part={`story-second-${Math.random()}`}>
        <p>The second part</p>
      </HydrateLater>
    </div>
  ),
  play: async ({ canvas }) => {
    await partsHydrated();
    // The runtime renders a part again soon after its turn comes.
    await expect(await canvas.findByText('The first part')).toBeVisible();
    await expect(await canvas.findByText('The second part')).toBeVisible();
  },
};
