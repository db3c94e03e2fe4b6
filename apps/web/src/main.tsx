// First, before any schema parses: see zod-config.ts.
import '@/lib/zod-config';
import { start } from '@/app/boot/start';
import { registerServiceWorker } from '@/lib/service-worker';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The app starts in short tasks (app/boot/start.tsx).
void start(container);
registerServiceWorker();
