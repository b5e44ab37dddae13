import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMAIL_PATTERN_ATTRIBUTE } from '@/domain/visitorForms';
import { InquiryForm } from './InquiryForm';
import { busyStory, clearsAfterSubmit } from '@fixtures/forms';
import { expectCalledOnceWith } from '@fixtures/steps';

const meta = {
  component: InquiryForm,
  args: { onSubmit: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof InquiryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const onFooter: Decorator = (Story) => (
  <div style={{ background: 'var(--color-charcoal)', padding: 'var(--space-6)' }}>{Story()}</div>
);

/** The form's three text fields. */
function fieldsOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    name: canvas.getByRole('textbox', { name: /Name/ }),
    email: canvas.getByRole('textbox', { name: /Email/ }),
    message: canvas.getByRole('textbox', { name: /Message/ }),
  };
}

export const Default: Story = {};

export const SendsInquiry: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const { name, email, message } = fieldsOf(canvasElement);

    await step('The inquiry constraints are on the inputs for the browser to see', async () => {
      await expect(name).toBeRequired();
      await expect(name).toHaveAttribute('minlength', '2');
      await expect(name).toHaveAttribute('maxlength', '50');
      await expect(email).toBeRequired();
      await expect(email).toHaveAttribute('type', 'email');
      await expect(email).toHaveAttribute('pattern', EMAIL_PATTERN_ATTRIBUTE);
      await expect(message).toBeRequired();
      await expect(message).toHaveAttribute('minlength', '10');
      await expect(message).toHaveAttribute('maxlength', '500');
      const token = canvasElement.querySelector('input[type="hidden"][name="csrfToken"]');
      await expect(token).toHaveValue('placeholder-csrf-token');
    });

    await step('send a valid inquiry', async () => {
      await userEvent.type(name, ' Maria Rossi ');
      await userEvent.type(email, 'maria@casarossi.it');
      await userEvent.type(message, 'Do you ship PU mirrors to Genoa?');
      await userEvent.click(canvas.getByRole('button', { name: 'Send Inquiry' }));
    });
    await expectCalledOnceWith(args.onSubmit, {
      name: 'Maria Rossi',
      email: 'maria@casarossi.it',
      message: 'Do you ship PU mirrors to Genoa?',
    });
  },
};

/**
 * The pattern attribute compiles in the browser and enforces the email pattern's top-level-domain
 * rule.
 */
export const EmailPatternInBrowser: Story = {
  play: async ({ canvasElement }) => {
    const email = fieldsOf(canvasElement).email as HTMLInputElement;
    await expect(() => new RegExp(EMAIL_PATTERN_ATTRIBUTE, 'v')).not.toThrow();
    await userEvent.type(email, 'maria@casarossi');
    await expect(email.validity.patternMismatch).toBe(true);
    await userEvent.type(email, '.it');
    await expect(email.validity.valid).toBe(true);
  },
};

/** Our messages beside each field (the inputs still carry the browser constraints). */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const { name, email, message } = fieldsOf(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Send Inquiry' });

    await step('submit the empty form', async () => {
      await userEvent.click(submit);
      await expect(name).toHaveAccessibleDescription('Please enter your name (2 to 50 characters)');
      await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
      await expect(message).toHaveAccessibleDescription(
        /^Please enter a message \(10 to 500 characters\)/,
      );
      await expect(name).toHaveFocus();
    });

    await step('fix the name, leave a short message', async () => {
      await userEvent.type(name, 'Jo');
      await userEvent.type(message, 'Price?');
      await userEvent.click(submit);
      await expect(email).toHaveFocus();
      await expect(name).not.toHaveAttribute('aria-invalid');
      await expect(message).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveValue('Jo');
      await expect(message).toHaveValue('Price?');
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ClearsAfterSend: Story = {
  render: clearsAfterSubmit(InquiryForm),
  play: async ({ args, canvas, canvasElement }) => {
    const { name, email, message } = fieldsOf(canvasElement);
    await userEvent.type(name, 'Maria Rossi');
    await userEvent.type(email, 'maria@casarossi.it');
    await userEvent.type(message, 'Catalogue for 2025, please.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Inquiry' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    for (const field of canvas.getAllByRole('textbox')) await expect(field).toHaveValue('');
  },
};

export const Busy: Story = busyStory('Sending...');

export const ErrorState: Story = {
  name: 'Error',
  args: {
    error: 'Your email app did not open. Write to sales@elifehome.com instead.',
    initialValues: {
      name: 'Maria Rossi',
      email: 'maria@casarossi.it',
      message: 'Catalogue, please.',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/did not open/);
    await expect(fieldsOf(canvasElement).name).toHaveValue('Maria Rossi');
  },
};

/** In the footer: light labels on charcoal; messages stay readable (axe checks contrast). */
export const Dark: Story = {
  args: { tone: 'dark' },
  decorators: [onFooter],
};

export const DarkValidationErrors: Story = {
  args: { tone: 'dark', error: 'Something went wrong. Please try again.' },
  decorators: [onFooter],
  play: async ({ canvas, canvasElement }) => {
    const { name, message } = fieldsOf(canvasElement);
    await userEvent.click(message);
    await userEvent.paste('A'.repeat(460));
    await userEvent.click(canvas.getByRole('button', { name: 'Send Inquiry' }));
    await expect(name).toHaveFocus();
    await expect(canvas.getByText('460 / 500')).toHaveAttribute('data-state', 'near');
  },
};

/** Without a heading (the page has one); the form keeps an accessible name. */
export const WithoutTitle: Story = {
  args: { title: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Send Inquiry' })).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    initialValues: {
      name: 'Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyx',
      email: 'antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx@harborhome.com',
      message:
        'Please quote 1234567 units of the Grand Venetian Bevelled Floor-Standing Mirror. '.repeat(
          5,
        ),
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
