import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PrintSheet } from './PrintSheet';

const meta = {
  component: PrintSheet,
  args: {
    inline: true,
    onReady: fn(),
    children: (
      <div>
        <h1>A printed document</h1>
        <p>Only this prints while the sheet is on the page.</p>
      </div>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PrintSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * In the app the sheet sits at the end of the body, unseen on screen; once a print was asked
 * for and its images settled, it says it is ready (the page then opens the print dialog).
 */
export const ReadyToPrint: Story = {
  args: { inline: false, printRequest: 1 },
  play: async ({ args, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const sheet = body.querySelector(':scope > [data-print-sheet]');
    await expect(sheet).not.toBeNull();
    await expect(within(sheet as HTMLElement).getByText('A printed document')).not.toBeVisible();
    await waitFor(() => expect(args.onReady).toHaveBeenCalledWith(1));
  },
};
