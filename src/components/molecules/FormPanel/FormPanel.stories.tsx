import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/components/atoms/Button';
import { TextField } from '@/components/atoms/TextField';
import { FormPanel } from './FormPanel';

const meta = {
  component: FormPanel,
  argTypes: { children: { control: false }, header: { control: false } },
  args: {
    title: 'Request a Quote',
    header: <p>We reply with prices and lead times within one working day.</p>,
    onSubmit: fn((event) => event.preventDefault()),
    children: (
      <>
        <TextField label="Your email" name="email" type="email" />
        <div>
          <Button type="submit">Request a quote</Button>
        </div>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof FormPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The heading names the form; the header lines sit with it; the buttons are the panel's own. */
export const NamedWithHeader: Story = {
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('form', { name: 'Request a Quote' });
    await expect(within(form).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Request a Quote',
    );
    await expect(
      within(form).getByText('We reply with prices and lead times within one working day.'),
    ).toBeVisible();
    await expect(form).not.toHaveAttribute('aria-busy');
    await userEvent.click(within(form).getByRole('button', { name: 'Request a quote' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A form-level error is announced above the fields; busy marks the form. */
export const ErrorAndBusy: Story = {
  args: { error: 'The request could not be sent. Please try again.', busy: true, headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The request could not be sent. Please try again.',
    );
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Request a Quote' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'Email the Cart Summary to Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx',
    header: (
      <p>
        Send these products and totals to ELIFEHOME, with a copy to yourself or a colleague who
        places the order.
      </p>
    ),
  },
};
