import { clsx } from 'clsx';
import type { FormHTMLAttributes } from 'react';
import { useId } from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { TextField } from '@/components/atoms/TextField';
import { FormAlert } from '@/components/molecules/FormAlert';
import { useFormDraft } from '@/components/molecules/FormField';
import type { FieldErrors } from '@/domain/types';
import { validateLogin, type LoginForm as LoginValues } from '../../domain/forms';
import styles from './LoginForm.module.css';

export interface LoginFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'title'
> {
  /** Values the fields start with. */
  initialValues?: Partial<LoginValues>;
  /** Called with the trimmed username and the password as typed, once both are filled in. */
  onSubmit: (values: LoginValues) => void;
  /** While true the submit button is disabled and reads 'Signing in...'. */
  busy?: boolean;
  /** A form-level error, e.g. 'Invalid username or password'. */
  error?: string | undefined;
  /** Errors per field injected by the page; shown like the validator's own. */
  fieldErrors?: FieldErrors<keyof LoginValues> | undefined;
  /** The demo login, shown on the form as "Demo: admin / elifehome2024". */
  demoCredentials?: { username: string; password: string } | undefined;
  /** The form's heading; an empty string hides it (the form keeps 'Admin Login' as its name). */
  title?: string;
  /** The heading level, so the page keeps its outline in order. */
  headingLevel?: 1 | 2 | 3;
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
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const { values, setValue, errors, formProps } = useFormDraft({
    initialValues: () => ({ ...EMPTY, ...initialValues }),
    validate: validateLogin,
    fieldErrors,
    onSubmit: (v: LoginValues) => onSubmit({ username: v.username.trim(), password: v.password }),
  });

  return (
    <form
      {...rest}
      {...formProps}
      className={clsx(styles.root, className)}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : 'Admin Login'}
      aria-busy={busy || undefined}
    >
      {title && (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      )}
      {error && <FormAlert>{error}</FormAlert>}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.username}
        onChange={(e) => setValue('username', e.target.value)}
        error={errors.username}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(e) => setValue('password', e.target.value)}
        error={errors.password}
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
    </form>
  );
}
