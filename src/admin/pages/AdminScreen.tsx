import type { ReactNode, Ref } from 'react';
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

export interface EditorScreenProps extends Omit<AdminScreenProps, 'actions'> {
  /** The open form; false or null while the list shows. */
  editor: ReactNode;
  /** useEditorMode's ref for the form's wrapper (focus goes to its first field). */
  editorRef: Ref<HTMLDivElement>;
  /** useEditorMode's ref for the list's wrapper (focus comes back to a row). */
  listRef: Ref<HTMLDivElement>;
}

/**
 * An admin screen whose list (the children, under the intro) gives way to the form while a record
 * is added or edited.
 */
export function EditorScreen({
  title,
  intro,
  editor,
  editorRef,
  listRef,
  children,
}: EditorScreenProps) {
  return editor ? (
    <AdminScreen title={title}>
      <div ref={editorRef}>{editor}</div>
    </AdminScreen>
  ) : (
    <AdminScreen title={title} intro={intro}>
      <div ref={listRef}>{children}</div>
    </AdminScreen>
  );
}
