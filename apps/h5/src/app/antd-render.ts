import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot } from 'react-dom/client';

/**
 * antd-mobile draws Toast and Dialog with ReactDOM.render, which React 19 no longer has; without
 * this they render nothing. Each imperative container gets its own React 19 root.
 */
export function renderAntdPortalsWithReact19(): void {
  unstableSetRender((node, container) => {
    const root = createRoot(container);
    root.render(node);
    return async () => {
      // Unmounting inside the closing render would warn; let that render finish first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
    };
  });
}
