import { describe, expect, it } from 'vitest';
import { rewriteImports } from './deep-imports.mjs';

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
