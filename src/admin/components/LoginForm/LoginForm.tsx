import { clsx } from 'clsx';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { TextField } from '@/components/atoms/TextField';
import { useFormDraft } from '@/components/molecules/FormField';
import {
  FormShell,
  type FormElementProps,
  type FormStateProps,
} from '@/components/molecules/FormShell';
import { validateLogin, type LoginForm as LoginValues } from '../../domain/forms';
import styles from './LoginForm.module.css';

export interface LoginFormProps
  extends
    FormElementProps,
    Omit<FormStateProps<keyof LoginValues>, 'busy' | 'busyLabel' | 'error'> {
  /** Values the fields start with. */
  initialValues?: Partial<LoginValues>;
  /** Called with the trimmed username and the password as typed, once both are filled in. */
  onSubmit: (values: LoginValues) => void;
  /** While true the submit button is disabled and reads 'Signing in...'. */
  busy?: boolean;
  /** A form-level error, e.g. 'Invalid username or password'. */
  error?: string | undefined;
  /** The demo login, shown on the form as "Demo: admin / elifehome2024". */
  demoCredentials?: { username: string; password: string } | undefined;
  /** The form's heading; an empty string hides it (the form keeps 'Admin Login' as its name). */
  title?: string;
}

const EMPTY: LoginValues = { username: '', password: '' };

/**
 * The admin sign-in form: username and password, both required (docs/requirements.md#login-rules).
 */
export function LoginForm({
  initialValues,
  onSubmit,
  busy = false,
  error,
  fieldErrors,
  demoCredentials,
  title = 'Admin Login',
  headingLevel = 1,
  className,
  ...rest
}: LoginFormProps) {
  const { field, formProps } = useFormDraft({
    initialValues: () => ({ ...EMPTY, ...initialValues }),
    validate: validateLogin,
    fieldErrors,
    onSubmit: (v: LoginValues) => onSubmit({ username: v.username.trim(), password: v.password }),
  });

  return (
    <FormShell
      {...rest}
      {...formProps}
      className={clsx(styles.root, className)}
      title={title}
      label="Admin Login"
      headingLevel={headingLevel}
      error={error}
      busy={busy}
    >
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...field('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <Button type="submit" fullWidth busy={busy} busyLabel="Signing in...">
        Sign In
      </Button>
      {demoCredentials && (
        <p className={styles.demo}>
          <Icon name="info" size={18} className={styles.demoIcon} />
          <span>{`Demo: ${demoCredentials.username} / ${demoCredentials.password}`}</span>
        </p>
      )}
    </FormShell>
  );
}
