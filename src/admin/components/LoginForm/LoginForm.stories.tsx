import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LoginForm } from './LoginForm';
import { busyStory, describesField } from '@fixtures/forms';
import { expectCalledOnceWith } from '@fixtures/steps';
import { organismMeta } from '@fixtures/organisms';

const meta = {
  title: 'Organisms/LoginForm',
  component: LoginForm,
  ...organismMeta(
    { demoCredentials: { username: 'admin', password: 'elifehome2024' } },
    'onSubmit',
  ),
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SignsIn: Story = {
  play: async ({ args, canvas, step }) => {
    await expect(canvas.getByText('Demo: admin / elifehome2024')).toBeInTheDocument();
    await step('type the demo login and sign in', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), '  admin ');
      await userEvent.type(canvas.getByLabelText(/Password/), 'elifehome2024');
      await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    });
    await expectCalledOnceWith(args.onSubmit, {
      username: 'admin',
      password: 'elifehome2024',
    });
  },
};

export const Prefilled: Story = { args: { initialValues: { username: 'admin' } } };

export const WithoutDemo: Story = {
  args: { demoCredentials: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Demo:/)).toBeNull();
  },
};

/** Both fields are required; focus goes to the first one missing, typing is kept. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, step }) => {
    const username = canvas.getByRole('textbox', { name: /Username/ });
    const password = canvas.getByLabelText(/Password/);
    const submit = canvas.getByRole('button', { name: 'Sign In' });

    await step('submit the empty form', async () => {
      await userEvent.click(submit);
      await expect(username).toHaveAccessibleDescription('Username is required');
      await expect(password).toHaveAccessibleDescription('Password is required');
      await expect(username).toHaveFocus();
    });

    await step('fill the username only', async () => {
      await userEvent.type(username, 'admin');
      await expect(username).not.toHaveAttribute('aria-invalid');
      await userEvent.click(submit);
      await expect(password).toHaveFocus();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(username).toHaveValue('admin');
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = busyStory('Signing in...', {
  initialValues: { username: 'admin', password: 'elifehome2024' },
});

/** The page shows the failed login on the form; what was typed stays. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    error: 'Invalid username or password',
    initialValues: { username: 'admin', password: 'wrong' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid username or password');
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveValue('admin');
  },
};

/** A page can put its own message on a field. */
export const InjectedFieldErrors: Story = {
  args: { fieldErrors: { username: 'This account is locked; use the demo login' } },
  play: describesField(/Username/, 'This account is locked; use the demo login'),
};

export const LongText: Story = {
  args: {
    title:
      'Administrator sign-in for the ELIFEHOME wholesale catalogue and storefront settings area',
    initialValues: { username: 'Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx' },
    demoCredentials: {
      username: 'Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx',
      password: 'elifehome2024',
    },
    error:
      'Invalid username or password. Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx',
  },
};

/** Inside a page that brings its own heading. */
export const WithoutTitle: Story = {
  args: { title: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('form', { name: 'Admin Login' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
