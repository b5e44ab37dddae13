import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Provider } from 'jotai';
import '@/styles/global.css';
import { routes } from '@/pages/routes';
import { appStore } from '@/pages/shell/appStore';
import { Toaster } from '@/components/organisms/Toaster';

const router = createBrowserRouter(routes);

performance.mark('app-start');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={appStore}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>
  </StrictMode>,
);
