import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { createApp } from './app/app';
import { preloadPageAt } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/*
 * The server sends the page's frame (header, h1, footer) inside #root, painted before this script
 * arrives. The app replaces it rather than hydrating it (docs/decisions.md): its first render
 * draws the same header and footer, once the code of a lazy page is here, so nothing blinks.
 * No StrictMode: its double-mounted effects break react-draft-wysiwyg's toolbar pop-ups (upstream
 * issues 1270 and 1291), so the post editor would not work in `npm run dev`.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement): Promise<void> {
  // The start is cut into tasks (the scripts' evaluation, fetching the page's code, the store and
  // the router), so that none holds a phone's main thread for long before the first render.
  await nextTask();
  const pageCode = preloadPageAt(window.location.pathname).catch(() => undefined);
  await nextTask();
  const App = createApp();
  await pageCode;
  createRoot(root).render(<App />);
}

void start(container);
