import * as Icons from '@ant-design/icons';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOOKALIKE_VARIANTS as VARIANTS, LookalikeProviders as Providers } from '../kit/lookalikeProviders.test-support';
import { staticIcon } from './staticIcon';

/** Every icon definition the app draws with staticIcon: the `…Svg` imports of its source files. */
function usedIconNames(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !/\.test\./.test(e.name)) {
        for (const m of readFileSync(p, 'utf8').matchAll(/from '@ant-design\/icons-svg\/es\/asn\/(\w+)'/g)) names.add(m[1]);
      }
    }
  };
  walk(path.resolve(__dirname, '../..'));
  return [...names].sort();
}

const NAMES = usedIconNames();

describe('icons drawn without their component', () => {
  it('covers the icons the app draws that way (menu, navbar, table, pager, date range)', () => {
    expect(NAMES).toEqual(expect.arrayContaining(['BellOutlined', 'CaretUpOutlined', 'HomeOutlined', 'LeftOutlined', 'CalendarOutlined']));
  });

  for (const v of [VARIANTS[0], VARIANTS[3]]) {
    for (const name of NAMES) {
      it(`prints <${name}> as its component does, plain, with a class and aria-hidden (${v.theme}, ${v.size})`, async () => {
        const def = ((await import(`@ant-design/icons-svg/es/asn/${name}.js`)) as { default: IconDefinition }).default;
        const Icon = (Icons as unknown as Record<string, ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>>)[name];
        const render = (node: React.ReactNode) => renderToString(<Providers {...v}>{node}</Providers>);
        expect(render(staticIcon(def))).toBe(render(<Icon />));
        expect(render(staticIcon(def, 'navbar-icon extra'))).toBe(render(<Icon className="navbar-icon extra" />));
        expect(render(staticIcon(def, undefined, { 'aria-hidden': 'true' }))).toBe(render(<Icon aria-hidden="true" />));
        expect(render(staticIcon(def))).toContain(`data-icon="${def.name}"`);
      });
    }
  }
});
