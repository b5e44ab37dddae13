import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginPage } from './LoginPage';
import { atViewport } from '@fixtures/viewports';

const meta = {
  title: 'Pages/Admin/Login',
  component: LoginPage,
  parameters: {
    site: true,
    route: '/admin/login',
    routePath: '/admin/login',
    storage: { elifehome_auth: { isAuthenticated: false, isAdmin: false } },
  },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Resolves after the browser has painted a frame. */
const nextPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

export const Default: Story = {};

/** The demo login is shown on the page. */
export const OffersDemoLogin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Demo: admin / elifehome2024')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

/** Both fields are required. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByText('Username is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

/** 'Signing in...' for 800 ms, then 'Invalid username or password'. */
export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'admin');
    await userEvent.type(canvas.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(await canvas.findByText('Invalid username or password')).toBeVisible();
    await expect(canvas.getByLabelText(/Password/)).toHaveValue('wrong-password');
  },
};

/** The right login goes on to /admin/products with 'Admin login successful'. */
export const SignsIn: Story = {
  // Without the site frame: the decorator's "navigated away" page is its own <main>.
  parameters: { site: false },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'admin');
    await userEvent.type(canvas.getByLabelText(/Password/), 'elifehome2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByRole('button', { name: 'Signing in...' })).toBeVisible();
    // Still there after two animation frames: the busy label has been painted, not just rendered.
    await nextPaint();
    await expect(canvas.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(await page.findByText('Admin login successful')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByTestId('navigated-to')).toHaveTextContent('/admin/products'),
    );
  },
};

export const Mobile: Story = atViewport('phone');

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');
