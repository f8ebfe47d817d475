// The console chrome as one module: the browser loads it as its own chunk, only for pages that
// need it (src/pages/registry.client.ts), so bare pages such as /login do not download the
// layout's antd components (Menu, Dropdown, Drawer, Modal, …).
import type { ShellModule } from '../pages/types';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { ConsoleLayout } from './ConsoleLayout';

export const shell: ShellModule = { ConsoleLayout, ComingSoonPage };
