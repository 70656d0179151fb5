// First: zod must not probe `new Function` (CSP without 'unsafe-eval'), see zod-jitless.ts.
import './app/zod-jitless';
import 'antd-mobile/es/global';
import './app/global.css';
import { createRoot } from 'react-dom/client';
import { renderAntdPortalsWithReact19 } from './app/antd-render';
import { launch } from './app/launch';
import { App } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

renderAntdPortalsWithReact19();
const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void launch(queryClient).then(() => {
  createRoot(container).render(<App queryClient={queryClient} router={createAppRouter()} />);
});
