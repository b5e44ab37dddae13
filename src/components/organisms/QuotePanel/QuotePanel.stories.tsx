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
    incoterms: ['EXW', 'FOB', 'CIF', 'DDP'],
    priceIncoterm: 'FOB',
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
      await userEvent.type(canvas.getByRole('textbox', { name: /Notes/ }), 'Samples first.');
      await userEvent.click(canvas.getByRole('button', { name: 'Request a quote' }));
    });
    // The Incoterm prices refer to is chosen at first; FOB needs no destination port.
    await expect(args.onRequestQuote).toHaveBeenCalledWith({
      email: 'buyer@retailer.com',
      company: 'Harbor Home Ltd',
      message: 'Samples first.',
      incoterm: 'FOB',
      destinationPort: '',
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

/**
 * A term quoted to the destination (CIF) needs the port: the message sits by the field, which gets
 * focus, and what was typed stays. With the port, the request carries both.
 */
export const DestinationNeeded: Story = {
  play: async ({ args, canvas, step }) => {
    const incoterm = canvas.getByRole('combobox', { name: /Incoterm/ });
    await expect(incoterm).toHaveValue('FOB');
    await expect(
      canvas.getByRole('option', { name: 'CIF (Cost, Insurance and Freight)' }),
    ).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /Your email/ }), 'buyer@retailer.com');
    await userEvent.selectOptions(incoterm, 'CIF');
    const port = canvas.getByRole('textbox', { name: /Destination port/ });
    await expect(port).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Request a quote' }));
    await expect(await canvas.findByText(QUOTE_TEXTS.destinationRequired('CIF'))).toBeVisible();
    await expect(port).toHaveFocus();
    await expect(port).toHaveAccessibleDescription(
      expect.stringContaining(QUOTE_TEXTS.destinationRequired('CIF')),
    );
    await expect(args.onRequestQuote).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Your email/ })).toHaveValue(
      'buyer@retailer.com',
    );
    await step('give the port and send', async () => {
      await userEvent.type(port, 'Felixstowe, UK');
      await userEvent.click(canvas.getByRole('button', { name: 'Request a quote' }));
    });
    await expect(args.onRequestQuote).toHaveBeenCalledWith(
      expect.objectContaining({ incoterm: 'CIF', destinationPort: 'Felixstowe, UK' }),
    );
  },
};

/** A shop that names no Incoterms: no choice to make, and the port stays optional. */
export const NoIncoterms: Story = {
  args: { incoterms: [], priceIncoterm: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: /Incoterm/ })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /Destination port/ })).not.toBeRequired();
  },
};

/** 'Print quote' and 'Download CSV' raise their events at once: no form needed. */
export const PrintAndCsv: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Print quote' }));
    // The printed quote states the terms chosen so far.
    await expect(args.onPrint).toHaveBeenCalledWith({ incoterm: 'FOB', destinationPort: '' });
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
