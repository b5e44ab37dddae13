import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoginForm } from '../components/LoginForm';
import { toast } from '@/components/organisms/Toaster';
import { ADMIN_TOASTS } from '../messages';
import { ADMIN_DEMO_CREDENTIALS, checkCredentials } from '../domain/forms';
import { useAuth, useStoredRawEntry } from '@/state';
import { ADMIN_CREDENTIALS_KEY } from '@/storage';
import { PageHead } from '@/pages/shared/PageHead';
import styles from './admin.module.css';

/** The login waits 800 ms before answering (docs/requirements.md#login). */
export const LOGIN_DELAY_MS = 800;

/** /admin/login: fixed demo credentials, 'Signing in...', then /admin/products. */
export function LoginPage() {
  const navigate = useNavigate();
  const { login } = useAuth();
  const storedCredentials = useStoredRawEntry(ADMIN_CREDENTIALS_KEY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    // A stored credentials entry is only detected, never applied (docs/requirements.md#roles).
    if (storedCredentials) {
      console.info('A stored admin credentials entry exists; it is ignored by design.');
    }
  }, [storedCredentials]);

  const handleSubmit = ({ username, password }: { username: string; password: string }) => {
    setBusy(true);
    setError(undefined);
    timer.current = window.setTimeout(() => {
      setBusy(false);
      if (checkCredentials(username, password)) {
        login({ isAdmin: true });
        toast.success(ADMIN_TOASTS.loginOk);
        navigate('/admin/products', { replace: true });
      } else {
        setError(ADMIN_TOASTS.loginFailed);
      }
    }, LOGIN_DELAY_MS);
  };

  return (
    <div className={styles.loginPage}>
      <PageHead title="Admin Login" noIndex />
      <div className={styles.loginColumn}>
        <LoginForm
          onSubmit={handleSubmit}
          busy={busy}
          error={error}
          demoCredentials={ADMIN_DEMO_CREDENTIALS}
        />
        <p className={styles.loginNote}>Sign in to manage the catalogue stored in this browser.</p>
      </div>
    </div>
  );
}
