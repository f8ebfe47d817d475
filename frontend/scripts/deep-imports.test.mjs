import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { barrelMaps, mapsFor, rewriteImports } from './deep-imports.mjs';

const maps = {
  antd: new Map([
    ['Button', { spec: 'antd/es/button', imported: 'default' }],
    ['unstableSetRender', { spec: 'antd/es/config-provider/UnstableContext', imported: 'unstableSetRender' }],
  ]),
  '@ant-design/icons': new Map([['UserOutlined', { spec: '@ant-design/icons/es/icons/UserOutlined', imported: 'default' }]]),
};

describe('rewriteImports', () => {
  it('imports each known component from its own module', () => {
    const out = rewriteImports("import { Button as B, unstableSetRender } from 'antd';\nB;", maps);
    expect(out).toBe(
      "import B from 'antd/es/button'; import { unstableSetRender as unstableSetRender } from 'antd/es/config-provider/UnstableContext';\nB;",
    );
  });

  it('keeps types and unknown names on the barrel, across lines', () => {
    const out = rewriteImports("import {\n  Button,\n  type MenuProps,\n  Mystery,\n} from 'antd';", maps);
    expect(out).toBe("import Button from 'antd/es/button'; import { type MenuProps, Mystery } from 'antd';");
  });

  it('handles icons and leaves other sources alone', () => {
    expect(rewriteImports("import { UserOutlined } from '@ant-design/icons';", maps)).toBe(
      "import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';",
    );
    expect(rewriteImports("import type { ButtonProps } from 'antd';\nimport { x } from 'y';", maps)).toBeNull();
  });
});

describe('barrelMaps', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const maps = barrelMaps(root);

  it("sends antd's App to our shim, which exposes only useApp", () => {
    const app = maps.antd.get('App');
    expect(app.imported).toBe('default');
    expect(app.spec).toBe(`${root.split(path.sep).join('/')}/src/app/antdAppShim.ts`);
    expect(existsSync(app.spec)).toBe(true);
  });

  it('still maps every other component to its own antd module', () => {
    expect(maps.antd.get('Button')).toEqual({ spec: 'antd/es/button', imported: 'default' });
    expect(maps.antd.get('message')).toEqual({ spec: 'antd/es/message', imported: 'default' });
    expect(maps['@ant-design/icons'].get('UserOutlined')).toEqual({ spec: '@ant-design/icons/es/icons/UserOutlined', imported: 'default' });
  });

  it('rewrites an App import in a source file to the shim', () => {
    const out = rewriteImports("import { App, Button } from 'antd';", maps);
    expect(out).toBe(`import App from '${maps.antd.get('App').spec}'; import Button from 'antd/es/button';`);
  });
});

describe('our own barrel (src/components/kit)', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const kit = `${root.split(path.sep).join('/')}/src/components/kit`;
  const page = path.join(root, 'src', 'areas', 'base', 'SomePage.tsx');

  it('imports each name from the kit module that defines it, and leaves only types on the barrel as `import type`', () => {
    const out = rewriteImports("import { ListPage, definePage, type Rows } from '../../components/kit';", mapsFor(root)(page));
    expect(out).toBe(
      `import { ListPage as ListPage } from '${kit}/ListPage'; import { definePage as definePage } from '${kit}/page'; import type { Rows } from '../../components/kit';`,
    );
    for (const m of out.matchAll(/from '(\/[^']+)'/g)) expect(existsSync(`${m[1]}.tsx`) || existsSync(`${m[1]}.ts`)).toBe(true);
  });

  it('does not touch relative imports of other folders', () => {
    expect(rewriteImports("import { useSession } from '../../state/session';", mapsFor(root)(page))).toBeNull();
  });
});
