import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartEmailForm } from './CartEmailForm';
import { busyStory, marksInvalid, clearsAfterSubmit } from '@fixtures/forms';
import { expectCalledOnceWith, retype } from '@fixtures/steps';
import type { CartEmailForm as CartEmailValues } from '@/domain/types';

/** What the form reports: the fields given, every other one blank. */
const reported = (values: Partial<CartEmailValues>): CartEmailValues => ({
  customerEmail: '',
  customerPhone: '',
  recipientEmail: '',
  message: '',
  ...values,
});

const meta = {
  component: CartEmailForm,
  args: { onSubmit: fn(), onCopySummary: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof CartEmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SendsSummary: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const token = canvasElement.querySelector('input[type="hidden"][name="securityToken"]');
    await expect(token).toHaveValue('placeholder-token');
    await expect(canvas.getByRole('textbox', { name: /Your email/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    await step('fill in the form and send', async () => {
      await userEvent.type(
        canvas.getByRole('textbox', { name: /Your email/ }),
        ' buyer@harborhome.com ',
      );
      await userEvent.type(
        canvas.getByRole('textbox', { name: /Recipient email/ }),
        'purchasing@harborhome.com',
      );
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Message' }),
        'Please quote FOB Ningbo.',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Email Cart Summary' }));
    });
    await expectCalledOnceWith(
      args.onSubmit,
      reported({
        customerEmail: 'buyer@harborhome.com',
        recipientEmail: 'purchasing@harborhome.com',
        message: 'Please quote FOB Ningbo.',
      }),
    );
  },
};

/** A phone number alone is enough to reach the customer. */
export const PhoneOnly: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your phone/ }), '+44 20 7946 0958');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Recipient email/ }),
      'me@harborhome.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Email Cart Summary' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      reported({ customerPhone: '+44 20 7946 0958', recipientEmail: 'me@harborhome.com' }),
    );
  },
};

/** The cart email messages beside their fields; focus moves to the first; nothing typed is lost. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, step }) => {
    const customerEmail = canvas.getByRole('textbox', { name: /Your email/ });
    const recipient = canvas.getByRole('textbox', { name: /Recipient email/ });
    const message = canvas.getByRole('textbox', { name: 'Message' });
    const submit = canvas.getByRole('button', { name: 'Email Cart Summary' });

    await step('submit with only a message', async () => {
      await userEvent.type(message, 'Samples first, please.');
      await userEvent.click(submit);
      await expect(customerEmail).toHaveAccessibleDescription(
        /^Please provide either email or phone number/,
      );
      await expect(recipient).toHaveAccessibleDescription('Please enter recipient email');
      await expect(customerEmail).toHaveFocus();
      await expect(message).toHaveValue('Samples first, please.');
    });

    await step('a malformed recipient is caught too', async () => {
      await userEvent.type(customerEmail, 'buyer@harborhome.com');
      await userEvent.type(recipient, 'purchasing@');
      await userEvent.click(submit);
      await expect(recipient).toHaveFocus();
      await expect(recipient).toHaveAccessibleDescription('Please enter a valid email address');
      await expect(customerEmail).not.toHaveAttribute('aria-invalid');
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 'Copy summary' hands over what is typed without sending. */
export const CopySummary: Story = {
  args: { initialValues: { customerEmail: 'buyer@harborhome.com' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy summary' }));
    await expect(args.onCopySummary).toHaveBeenCalledWith(
      reported({ customerEmail: 'buyer@harborhome.com' }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Copying obeys the same 500-character limit as sending, said at the message field. */
export const CopySummaryOverLimit: Story = {
  args: { initialValues: { message: 'Quote for 40 containers. '.repeat(25) } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy summary' }));
    const message = canvas.getByRole('textbox', { name: /Message/ });
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(
      expect.stringContaining('Message must be 500 characters or fewer'),
    );
    await expect(message).toHaveFocus();
    await expect(args.onCopySummary).not.toHaveBeenCalled();
    await retype(message, 'Samples first, please.');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy summary' }));
    await expect(args.onCopySummary).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Samples first, please.' }),
    );
  },
};

export const ClearsAfterSend: Story = {
  render: clearsAfterSubmit(CartEmailForm),
  play: async ({ args, canvas }) => {
    const customerEmail = canvas.getByRole('textbox', { name: /Your email/ });
    await userEvent.type(customerEmail, 'buyer@harborhome.com');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Recipient email/ }),
      'me@harborhome.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Email Cart Summary' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(customerEmail).toHaveValue('');
    await expect(customerEmail).not.toHaveAttribute('aria-invalid');
  },
};

export const Busy: Story = busyStory('Sending...');

export const ErrorState: Story = {
  name: 'Error',
  args: {
    error: 'Your email app did not open. Use Copy summary and paste it into a new email.',
    initialValues: { customerEmail: 'buyer@harborhome.com', recipientEmail: 'me@harborhome.com' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/did not open/);
    await expect(canvas.getByRole('textbox', { name: /Your email/ })).toHaveValue(
      'buyer@harborhome.com',
    );
  },
};

/** A page-injected message on one field. */
export const InjectedFieldErrors: Story = {
  args: { fieldErrors: { recipientEmail: 'Please enter recipient email' } },
  play: marksInvalid(/Recipient email/),
};

/** A message over the 500-character limit is kept and flagged, not cut. */
export const LongText: Story = {
  args: {
    initialValues: {
      customerEmail: 'antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx@harborhome.com',
      recipientEmail: 'purchasing.department.north.america@harborhome-international.com',
      message: 'Please quote 1234567 units. '.repeat(19),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('532 / 500')).toHaveAttribute('data-state', 'over');
    await userEvent.click(canvas.getByRole('button', { name: 'Email Cart Summary' }));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      /^Message must be 500 characters or fewer/,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
