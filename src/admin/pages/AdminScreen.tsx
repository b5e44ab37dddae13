import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ADMIN_SECTIONS, AdminLayout } from '../components/AdminLayout';
import { useAuth } from '@/state';
import { PageHead } from '@/pages/shared/PageHead';
import styles from './admin.module.css';

export interface AdminScreenProps {
  /** The screen's name: its h1 and the document title. */
  title: string;
  /** One line under the heading saying what the screen manages. */
  intro?: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** The screen's content. */
  children: ReactNode;
}

/**
 * AdminLayout wired to the app: the current section from the URL, and Logout, which signs out
 * and goes to the login page.
 */
export function AdminScreen({ title, intro, actions, children }: AdminScreenProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logout } = useAuth();
  const active = ADMIN_SECTIONS.find((section) => section.to === pathname)?.id;

  const handleLogout = () => {
    logout();
    navigate('/admin/login', { replace: true });
  };

  return (
    <AdminLayout title={title} active={active} onLogout={handleLogout} actions={actions}>
      <PageHead title={`Admin: ${title}`} noIndex />
      <div className={styles.stack}>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </AdminLayout>
  );
}
