import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import facts from '@/styles/facts.module.css';
import { FactList } from './FactList';

/** Shown in the product page's look (the shared facts grid); the list itself has none. */
const meta = {
  component: FactList,
  args: {
    className: facts.facts,
    facts: [
      ['Carton', '62 × 10 × 92 cm'],
      ['Gross weight', '14 kg'],
      ['Units per carton', '2'],
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FactList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PairsTermsWithValues: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Carton',
      'Gross weight',
      'Units per carton',
    ]);
    await expect(canvas.getByText('14 kg').previousElementSibling).toHaveTextContent(
      'Gross weight',
    );
  },
};

/** No facts, no empty list: the caller shows its own words instead. */
export const Empty: Story = {
  args: { facts: [], 'aria-label': 'No facts' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};
