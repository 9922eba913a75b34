import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// No StrictMode: its double-mounted effects break react-draft-wysiwyg's toolbar pop-ups
// (upstream issues 1270 and 1291), so the post editor would not work in `npm run dev`.
createRoot(container).render(<App />);
