// The console chrome as one module: the browser loads it as its own chunk, only for pages that
// need it (src/pages/registry.client.ts), so bare pages such as /login do not download the
// layout's antd components (Menu, Dropdown, Drawer, Modal, …).
// dayjs's zh-cn locale is global state antd's date components read: set here, before any console
// page renders in the browser (the shell loads before the first one hydrates or is navigated to),
// and not in the entry, so /login — no date on it — does not download dayjs. Only console pages
// have date components; the server bundle sets it at start-up (entry-server.tsx).
import '../lib/dayjs';
import type { ShellModule } from '../pages/types';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { ConsoleLayout } from './ConsoleLayout';

export const shell: ShellModule = { ConsoleLayout, ComingSoonPage };
