import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteSettings } from '@fixtures';
import { atViewport } from '@fixtures/viewports';
import { TradeTermsForm } from './TradeTermsForm';

const meta = {
  title: 'Organisms/TradeTermsForm',
  component: TradeTermsForm,
  args: { values: siteSettings, onSubmit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TradeTermsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sample shop: FOB Ningbo, three terms offered, the three standard containers. */
export const Default: Story = {};

/** Nothing set yet: no port, no terms, the standard containers. */
export const Empty: Story = {
  args: {
    values: { portOfLoading: '', incoterms: [], priceIncoterm: '', containerTypes: [] },
  },
};

/** Offering DAP too, quoting prices CIF, and a 45' HQ of the owner's own; saved parsed. */
export const Saves: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /DAP/ }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Prices are/ }), 'CIF');
    await userEvent.click(canvas.getByRole('button', { name: 'Add container type' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Type 4: name' }), "45' HQ");
    await userEvent.type(canvas.getByRole('textbox', { name: /Type 4: usable volume/ }), '76');
    await userEvent.type(canvas.getByRole('textbox', { name: /Type 4: payload/ }), '27700');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Trade Terms' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      portOfLoading: 'Ningbo, China',
      incoterms: ['EXW', 'FOB', 'CIF', 'DAP'],
      priceIncoterm: 'CIF',
      containerTypes: [
        { name: "20' GP", usableM3: 28, payloadKg: 28180 },
        { name: "40' GP", usableM3: 58, payloadKg: 26730 },
        { name: "40' HQ", usableM3: 68, payloadKg: 26540 },
        { name: "45' HQ", usableM3: 76, payloadKg: 27700 },
      ],
    });
  },
};

/** Every wrong value says so beside its field, and nothing is saved. */
export const Errors: Story = {
  play: async ({ args, canvas }) => {
    const second = canvas.getByRole('textbox', { name: 'Type 2: name' });
    await userEvent.clear(second);
    await userEvent.type(second, "20' GP");
    await userEvent.click(canvas.getByRole('button', { name: 'Save Trade Terms' }));
    await expect(canvas.getByText('Give each container type a different name')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(second);
    await userEvent.type(second, "40' GP");
    // A row's own figure out of bounds is named by its row
    const payload = canvas.getByRole('textbox', { name: /Type 3: payload/ });
    await userEvent.clear(payload);
    await userEvent.type(payload, '99');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Trade Terms' }));
    await expect(
      canvas.getByText('Row 3: Payload must be a number of kg from 100 to 60,000'),
    ).toBeVisible();
    // Each removal renumbers the rest: take the first until none is left.
    for (let left = 3; left > 0; left -= 1)
      await userEvent.click(canvas.getByRole('button', { name: 'Remove container type 1' }));
    await expect(
      canvas.getByText('Keep at least one container type for buyers to plan with'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Use the standard/ }));
    await expect(
      within(canvas.getByRole('group', { name: 'Container types' })).getAllByRole('textbox'),
    ).toHaveLength(9);
  },
};

/** Unticking the term prices refer to clears it, so prices never name a term not offered. */
export const UnticksPriceTerm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Prices are/ })).toHaveValue('FOB');
    await userEvent.click(canvas.getByRole('checkbox', { name: /FOB/ }));
    await expect(canvas.getByRole('combobox', { name: /Prices are/ })).toHaveValue('');
  },
};

export const Mobile: Story = atViewport('phone390');
