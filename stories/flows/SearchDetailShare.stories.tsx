import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { offlineProducts } from '@fixtures';
import { FlowApp } from './FlowApp';

const meta = {
  component: FlowApp,
  parameters: {
    layout: 'fullscreen',
    route: '/',
    storage: { elifehome_products: offlineProducts },
  },
} satisfies Meta<typeof FlowApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const lamp = offlineProducts[1]!;

export const Default: Story = {
  // The header's search field is on the bar from the desktop width up (phones use the menu's).
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** Search from the header, open a result, share it where only a manual share is possible. */
export const SearchesAndShares: Story = {
  ...Default,
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('search for the lamp', async () => {
      const [searchBox] = await canvas.findAllByRole('searchbox');
      await userEvent.type(searchBox!, 'lamp{Enter}');
      await expect(
        await canvas.findByRole('heading', { level: 1, name: /Search results for/ }),
      ).toBeVisible();
    });
    await step('open the result', async () => {
      await userEvent.click(canvas.getByRole('link', { name: lamp.name }));
      await expect(await canvas.findByRole('heading', { level: 1, name: lamp.name })).toBeVisible();
    });
    await step('share on TikTok asks for a manual share', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /TikTok/ }));
      await waitFor(() =>
        expect(body.getByText('Please share this product on TikTok manually')).toBeVisible(),
      );
    });
  },
};
