import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { loadToasts } from '@/components/organisms/Toaster';
import { Button } from '@/components/atoms/Button';
import { Spinner } from '@/components/atoms/Spinner';
import { EmptyState } from '@/components/molecules/EmptyState';
import { useAuth, useWorkingCopy } from '@/state';
import { NotFoundPage } from '@/pages/NotFoundPage';
import { LoginPage } from './pages/LoginPage';
import { ProductsAdminPage } from './pages/ProductsAdminPage';
import { CategoriesAdminPage } from './pages/CategoriesAdminPage';
import { SliderAdminPage } from './pages/SliderAdminPage';
import { GalleryAdminPage } from './pages/GalleryAdminPage';
import { SiteSettingsAdminPage } from './pages/SiteSettingsAdminPage';
import { SocialLinksAdminPage } from './pages/SocialLinksAdminPage';
import { PublishingAdminPage } from './pages/PublishingAdminPage';
import { ADMIN_TEXTS } from './messages';
import styles from './pages/admin.module.css';

/**
 * Admin screens need admin rights; anyone else goes to the login page (docs/requirements.md#roles).
 */
function RequireAdmin({ children }: { children: React.ReactElement }) {
  const { isAdmin } = useAuth();
  return isAdmin ? (
    <WithWorkingCopy>{children}</WithWorkingCopy>
  ) : (
    <Navigate to="/admin/login" replace />
  );
}

/** The editors show once this browser holds the catalogue they edit. */
function WithWorkingCopy({ children }: { children: React.ReactElement }) {
  const { state, retry } = useWorkingCopy();
  if (state === 'ready') return children;
  return (
    <div className={styles.gate}>
      {state === 'loading' ? (
        <Spinner label={ADMIN_TEXTS.loadingCatalogue} size="lg" />
      ) : (
        <EmptyState
          icon="alert"
          headingLevel={1}
          size="page"
          title={ADMIN_TEXTS.catalogueUnavailable}
          body={ADMIN_TEXTS.catalogueUnavailableBody}
        >
          <Button onClick={retry}>{ADMIN_TEXTS.tryAgain}</Button>
        </EmptyState>
      )}
    </div>
  );
}

/**
 * The login page sends an admin on, and an authenticated non-admin home
 * (docs/requirements.md#admin-login).
 */
function LoginRoute() {
  const { isAuthenticated, isAdmin } = useAuth();
  if (isAuthenticated && isAdmin) return <Navigate to="/admin/products" replace />;
  if (isAuthenticated) return <Navigate to="/" replace />;
  return <LoginPage />;
}

/** The whole admin area: one lazy chunk, loaded only under /admin. */
export function AdminRoutes() {
  // Every admin action answers with a toast: have the region ready before the first save
  // rather than waiting for the browser to be idle.
  useEffect(() => void loadToasts(), []);
  return (
    <Routes>
      <Route path="login" element={<LoginRoute />} />
      <Route index element={<Navigate to="/admin/products" replace />} />
      <Route
        path="products"
        element={
          <RequireAdmin>
            <ProductsAdminPage />
          </RequireAdmin>
        }
      />
      <Route
        path="categories"
        element={
          <RequireAdmin>
            <CategoriesAdminPage />
          </RequireAdmin>
        }
      />
      <Route
        path="slider"
        element={
          <RequireAdmin>
            <SliderAdminPage />
          </RequireAdmin>
        }
      />
      <Route
        path="images"
        element={
          <RequireAdmin>
            <GalleryAdminPage />
          </RequireAdmin>
        }
      />
      <Route
        path="site-settings"
        element={
          <RequireAdmin>
            <SiteSettingsAdminPage />
          </RequireAdmin>
        }
      />
      <Route
        path="social-media"
        element={
          <RequireAdmin>
            <SocialLinksAdminPage />
          </RequireAdmin>
        }
      />
      <Route
        path="publishing"
        element={
          <RequireAdmin>
            <PublishingAdminPage />
          </RequireAdmin>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
