import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { CategoryDraft } from '../../domain/forms';
import { categories } from '@fixtures';
import { CategoryForm } from './CategoryForm';
import { busyStory, cancelCallsOnCancel, marksInvalid } from '@fixtures/forms';
import { showsAlert } from '@fixtures/adminPlay';
import { expectCalledOnceWith, retype } from '@fixtures/steps';
import { organismMeta } from '@fixtures/organisms';

const mirrors = categories.find((c) => c.id === 'mirrors');
if (!mirrors) throw new Error('The sample categories lost mirrors');
const mirrorsDraft: CategoryDraft = {
  id: mirrors.id,
  name: mirrors.name,
  subcategories: (mirrors.subcategories ?? []).map((s) => ({ ...s })),
};

const meta = {
  title: 'Organisms/CategoryForm',
  component: CategoryForm,
  ...organismMeta(
    { mode: 'adding', existingIds: categories.map((c) => c.id) },
    'onSubmit',
    'onCancel',
  ),
} satisfies Meta<typeof CategoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Adding: the id preview follows the name; rows are added, focused and sent as typed. */
export const PreviewsUniqueId: Story = {
  play: async ({ args, canvas, step }) => {
    const name = canvas.getByRole('textbox', { name: /Category name/ });

    await step('the id preview follows the name and stays unique', async () => {
      await userEvent.type(name, 'Mirrors');
      await expect(name).toHaveAccessibleDescription('Its ID will be: mirrors_1');
      await retype(name, 'Outdoor Living');
      await expect(name).toHaveAccessibleDescription('Its ID will be: outdoor_living');
    });

    await step('add three rows, one left blank', async () => {
      const add = canvas.getByRole('button', { name: 'Add subcategory' });
      await userEvent.click(add);
      await expect(canvas.getByRole('textbox', { name: 'Subcategory 1' })).toHaveFocus();
      await userEvent.keyboard('Planters');
      await expect(
        canvas.getByRole('textbox', { name: 'Subcategory 1' }),
      ).toHaveAccessibleDescription('ID: outdoor_living_planters');
      await userEvent.click(add);
      await userEvent.click(add);
      await userEvent.keyboard('Garden Lights');
      await expect(
        canvas.getByRole('textbox', { name: 'Subcategory 2' }),
      ).toHaveAccessibleDescription('Blank: dropped when you save.');
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
    await expectCalledOnceWith(args.onSubmit, {
      name: 'Outdoor Living',
      subcategories: [{ name: 'Planters' }, { name: '' }, { name: 'Garden Lights' }],
    });
  },
};

/** Editing: the id is fixed; stored subcategories keep theirs; removing moves focus on. */
export const Editing: Story = {
  args: { mode: 'editing', initialValues: mirrorsDraft },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Edit Category' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('textbox', { name: /Category name/ }),
    ).toHaveAccessibleDescription('ID: mirrors (kept when you rename)');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove subcategory 2' }));
    await expect(canvas.getByRole('textbox', { name: 'Subcategory 2' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Subcategory 2' })).toHaveValue(
      'Metal Frame Mirrors',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    // Every stored row but the removed PU Mirrors, ids kept, in order.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...mirrorsDraft,
      subcategories: mirrorsDraft.subcategories.filter((s) => s.id !== 'mirrors_pu'),
    });
  },
};

/** Removing the last row hands focus to 'Add subcategory'. */
export const RemoveLastRow: Story = {
  args: { initialValues: { name: 'Decor', subcategories: [{ name: 'Vases' }] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove subcategory 1' }));
    await expect(canvas.getByRole('button', { name: 'Add subcategory' })).toHaveFocus();
  },
};

/** 'Category name is required' beside the name; focus moves there; rows are kept. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add subcategory' }));
    await userEvent.keyboard('Tables');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
    const name = canvas.getByRole('textbox', { name: /Category name/ });
    await expect(name).toHaveAccessibleDescription(/^Category name is required/);
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Subcategory 1' })).toHaveValue('Tables');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The same name twice is refused beside the field: a category's, or a sibling subcategory's. */
export const DuplicateName: Story = {
  args: { takenNames: categories.map((c) => c.name) },
  play: async ({ args, canvas, step }) => {
    const name = canvas.getByRole('textbox', { name: /Category name/ });
    await step('another category is already called that', async () => {
      await userEvent.type(name, '  mirrors ');
      await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
      await expect(name).toHaveAccessibleDescription(
        /^There is already a category named "mirrors". Choose a different name./,
      );
      await expect(name).toHaveFocus();
      await expect(name).toHaveValue('  mirrors ');
      // A refused name makes no id, so none is promised under the message.
      await expect(name).not.toHaveAccessibleDescription(/Its ID will be/);
    });
    await step('two subcategories with one name', async () => {
      await retype(name, 'Outdoor');
      await userEvent.click(canvas.getByRole('button', { name: 'Add subcategory' }));
      await userEvent.keyboard('Planters');
      await userEvent.click(canvas.getByRole('button', { name: 'Add subcategory' }));
      await userEvent.keyboard('PLANTERS');
      await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
      const second = canvas.getByRole('textbox', { name: 'Subcategory 2' });
      await expect(second).toHaveAccessibleDescription(
        /^This category already has a subcategory named "PLANTERS". Choose a different name./,
      );
      await expect(second).toHaveFocus();
      await expect(canvas.getByRole('textbox', { name: 'Subcategory 1' })).not.toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: cancelCallsOnCancel,
};

export const Busy: Story = busyStory('Saving...', { mode: 'editing', initialValues: mirrorsDraft });

export const ErrorState: Story = {
  name: 'Error',
  args: {
    mode: 'editing',
    initialValues: mirrorsDraft,
    error:
      'Failed to save category. Please try again later or check your browser storage settings.',
  },
  play: showsAlert(/Failed to save category/),
};

export const InjectedFieldErrors: Story = {
  args: { fieldErrors: { name: 'A category with this name already exists' } },
  play: marksInvalid(/Category name/),
};

export const LongText: Story = {
  args: {
    initialValues: {
      name: 'Grand Venetian Bevelled Floor-Standing Metal Frame Mirrors with Antique Brass Finish XL',
      subcategories: [
        { name: 'Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx' },
        { name: 'Hotel lobby statement pieces with oversized bevelled glass and brass' },
      ],
    },
  },
};

export const Mobile: Story = {
  args: { mode: 'editing', initialValues: mirrorsDraft },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
