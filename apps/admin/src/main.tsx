import 'antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { z } from 'zod';

// Before any schema parses: zod's JIT probes `new Function`, which the server's CSP (no 'unsafe-eval')
// refuses and Chromium reports as a violation.
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
