import { describe, expect, it } from 'vitest';
import { cssBlocks, joinVariants, addPopupScopes } from './antd-css.mjs';

describe('joinVariants', () => {
  const base = '.a{color:var(--c)}@media (min-width:1px){.a{x:1}}.css-var-k1{--c:red;--s:1px}.css-var-k1.ant-btn{--b:red}';
  const other = '.a{color:var(--c)}@media (min-width:1px){.a{x:1}}.css-var-k2{--c:blue;--s:1px}.css-var-k2.ant-btn{--b:red}';

  it('keeps the style rules once and gives every variant the default variables', () => {
    const css = joinVariants([{ key: 'css-var-k1', css: base }, { key: 'css-var-k2', css: other }]);
    expect(cssBlocks(css).filter((b) => b.startsWith('.a{'))).toHaveLength(1);
    expect(css).toContain('.css-var-k1,.css-var-k2{--c:red;--s:1px}');
    expect(css).toContain('.css-var-k1.ant-btn,.css-var-k2.ant-btn{--b:red}');
  });

  it('adds, after the defaults, only the variables a variant changes', () => {
    const css = joinVariants([{ key: 'css-var-k1', css: base }, { key: 'css-var-k2', css: other }]);
    const override = css.indexOf('.css-var-k2{--c:blue}');
    expect(override).toBeGreaterThan(css.indexOf('.css-var-k1,.css-var-k2{'));
    expect(cssBlocks(css).some((b) => b.startsWith('.css-var-k2.ant-btn{'))).toBe(false);
  });
});

describe('addPopupScopes', () => {
  it("declares Menu's variables for the dropdown menu's scope too, and leaves style rules alone", () => {
    const css = '.css-var-a.ant-menu-css-var,.css-var-b.ant-menu-css-var{--ant-menu-item-height:40px}\n.ant-menu-item{height:var(--ant-menu-item-height)}';
    expect(addPopupScopes(css)).toBe(
      '.css-var-a.ant-menu-css-var,.css-var-b.ant-menu-css-var,.css-var-a.ant-dropdown-menu-css-var,.css-var-b.ant-dropdown-menu-css-var{--ant-menu-item-height:40px}\n.ant-menu-item{height:var(--ant-menu-item-height)}',
    );
  });
});
