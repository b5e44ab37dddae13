import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QUOTE_TEXTS } from '@/domain/quote';
import { QuotePanel } from './QuotePanel';

const meta = {
  component: QuotePanel,
  args: {
    quoteNumber: 'Q-20261126-7K3F',
    intro:
      'Opens your mail app with these lines, prices and your quote number, addressed to ELIFEHOME.',
    onRequestQuote: fn(),
    onPrint: fn(),
    onDownloadCsv: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof QuotePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The quote number shows; a request goes out with the trimmed email, company and notes. */
export const RequestQuote: Story = {
  play: async ({ args, canvas, step }) => {
    await expect(canvas.getByTestId('quote-number')).toHaveTextContent('Q-20261126-7K3F');
    await step('fill in and send', async () => {
      await userEvent.type(
        canvas.getByRole('textbox', { name: /Your email/ }),
        ' buyer@retailer.com ',
      );
      await userEvent.type(canvas.getByRole('textbox', { name: /Company/ }), 'Harbor Home Ltd');
      await userEvent.type(canvas.getByRole('textbox', { name: /Notes/ }), 'FOB Ningbo, please.');
      await userEvent.click(canvas.getByRole('button', { name: 'Request a quote' }));
    });
    await expect(args.onRequestQuote).toHaveBeenCalledWith({
      email: 'buyer@retailer.com',
      company: 'Harbor Home Ltd',
      message: 'FOB Ningbo, please.',
    });
  },
};

/** Without an email nothing is sent; the message sits by the field, which gets focus. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Notes/ }), 'Samples first.');
    await userEvent.click(canvas.getByRole('button', { name: 'Request a quote' }));
    await expect(await canvas.findByText(QUOTE_TEXTS.emailRequired)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your email/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /Your email/ }), 'not-an-email');
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(args.onRequestQuote).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Notes/ })).toHaveValue('Samples first.');
  },
};

/** 'Print quote' and 'Download CSV' raise their events at once: no form needed. */
export const PrintAndCsv: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Print quote' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownloadCsv).toHaveBeenCalledTimes(1);
    await expect(args.onRequestQuote).not.toHaveBeenCalled();
  },
};

/** While the request is posted, and while the print view gets ready. */
export const Loading: Story = {
  args: { busy: true, printing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Preparing...' })).toBeDisabled();
  },
};

/** A failed post: the reason shows above the fields, and what was typed stays. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    error:
      'Your message was not sent: the form service answered 500. Everything you typed is still here: try again, or use your mail app.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('the form service answered 500');
  },
};

/** Nothing to quote: every action is disabled and the panel says why. */
export const Empty: Story = {
  args: { quoteNumber: undefined, disabledReason: QUOTE_TEXTS.emptyCart },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(QUOTE_TEXTS.emptyCart)).toBeVisible();
    for (const name of ['Request a quote', 'Print quote', 'Download CSV']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(QUOTE_TEXTS.emptyCart);
    }
    await expect(canvas.queryByTestId('quote-number')).not.toBeInTheDocument();
    await expect(args.onPrint).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
