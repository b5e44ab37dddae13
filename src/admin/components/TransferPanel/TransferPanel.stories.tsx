import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/components/atoms/Button';
import { TransferPanel, TransferPreview } from './TransferPanel';
import { exportsAndImports, readingStory } from '@fixtures/adminPlay';

const meta = {
  title: 'Admin/TransferPanel',
  component: TransferPanel,
  args: {
    title: 'Notes backup',
    description: 'Export your notes as one file, or import a file to replace them.',
    exportLabel: 'Export notes',
    importLabel: 'Import notes',
    accept: '.txt,text/plain',
    hint: 'A .txt file exported from this page. Nothing changes until you confirm.',
    onExport: fn(),
    onImportFile: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TransferPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, text, the two buttons and the hint the file button points to. */
export const Default: Story = {};

/** Export calls onExport; the file button offers the accepted types and passes the file on. */
export const ExportsAndImports: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('region', { name: 'Notes backup' })).toBeVisible();
    await expect(canvas.getByLabelText('Import notes')).toHaveAccessibleDescription(
      context.args.hint,
    );
    await exportsAndImports({
      exportLabel: 'Export notes',
      importLabel: 'Import notes',
      accept: '.txt,text/plain',
      file: new File(['note'], 'notes.txt', { type: 'text/plain' }),
    })(context);
  },
};

/** Any work in progress disables both buttons; reading shows on the file button. */
export const Reading: Story = readingStory('Export notes');

const onConfirm = fn();
const onCancel = fn();

/** A read file below the buttons: its name, what it would change, confirm and cancel. */
export const WithPreview: Story = {
  args: {
    children: (
      <TransferPreview
        fileName="notes-2026-11-26.txt"
        confirm={<Button onClick={onConfirm}>Replace notes</Button>}
        onCancel={onCancel}
      >
        <p>3 notes would replace the 2 stored here.</p>
      </TransferPreview>
    ),
  },
  play: async ({ canvas }) => {
    const ready = canvas.getByRole('region', { name: 'Ready to import notes-2026-11-26.txt' });
    await expect(within(ready).getByRole('heading', { level: 3 })).toBeVisible();
    await userEvent.click(within(ready).getByRole('button', { name: 'Replace notes' }));
    await expect(onConfirm).toHaveBeenCalled();
    await userEvent.click(within(ready).getByRole('button', { name: 'Cancel' }));
    await expect(onCancel).toHaveBeenCalled();
  },
};
