import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ToastOptions } from 'react-toastify/unstyled';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/atoms/Button';
import { TOAST_SETTINGS } from './settings';
import { toast } from './toast';
import { Toaster } from './Toaster';

/** One button per kind of toast, with a message the app really shows; the first one stands out. */
const SAMPLES = [
  { kind: 'success', label: 'Success', message: 'Lumen Arc LED Floor Lamp added to cart' },
  { kind: 'info', label: 'Info', message: 'Please share this product on Instagram manually' },
  { kind: 'warning', label: 'Warning', message: 'Saved for this session only.' },
  { kind: 'error', label: 'Error', message: 'Failed to load data. Using default values.' },
] as const;

/**
 * Every story already sits inside the app's one toast region (the global decorator mounts
 * `<Toaster eager />`), so these stories raise toasts into it rather than mounting a second one.
 */
function ToastButtons({ options }: { options?: ToastOptions }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {SAMPLES.map(({ kind, label, message }, i) => (
        <Button
          key={kind}
          variant={i === 0 ? undefined : 'secondary'}
          onClick={() => toast[kind](message, options)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  component: Toaster,
  parameters: { layout: 'padded' },
  render: () => <ToastButtons />,
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The stories that raise toasts keep them until they are closed (`autoClose: false`), so each
 * ends on one picture; left to their 4 s timer, a toast might or might not have closed by the
 * time the visual layer takes its screenshot.
 */
const untilClosed = () => <ToastButtons options={{ autoClose: false }} />;

export const ShowsToast: Story = {
  render: untilClosed,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await waitFor(() =>
      expect(body.getByText('Lumen Arc LED Floor Lamp added to cart')).toBeVisible(),
    );
  },
};

/** At most three toasts at once; the rest wait their turn. */
export const LimitOfThree: Story = {
  render: untilClosed,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    for (const name of ['Success', 'Info', 'Warning', 'Error']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await waitFor(() => expect(body.getAllByRole('alert')).toHaveLength(TOAST_SETTINGS.limit));
    await expect(body.queryByText('Failed to load data. Using default values.')).toBeNull();
  },
};

/**
 * Alt+T moves focus to the newest toast, for keyboard users (in the app this also pauses the
 * toasts' 4 s countdown); the story ends on the focused toast with its focus ring.
 */
export const KeyboardFocus: Story = {
  render: untilClosed,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    const message = 'Please share this product on Instagram manually';
    await waitFor(() => expect(body.getByText(message)).toBeVisible());
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement?.textContent).toContain(message),
    );
  },
};
