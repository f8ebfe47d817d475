import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerFragment, ServerFragmentsContext, serverFragmentsOf } from './serverFragments';

function sidebarWith(cached: ReadonlySet<string>): string {
  return renderToString(
    <ServerFragmentsContext.Provider value={cached}>
      <div>
        <ServerFragment name="sidebar" tag="aside">
          <aside className="sider" data-fragment="sidebar">
            菜单
          </aside>
        </ServerFragment>
        <main>页面</main>
      </div>
    </ServerFragmentsContext.Provider>,
  );
}

describe('server fragments', () => {
  it('renders the part itself when the BFF holds nothing', () => {
    expect(sidebarWith(new Set())).toBe('<div><aside class="sider" data-fragment="sidebar">菜单</aside><main>页面</main></div>');
  });

  it('renders only the empty root the BFF fills in when it holds the part', () => {
    expect(sidebarWith(new Set(['sidebar']))).toBe('<div><aside data-fragment="sidebar"></aside><main>页面</main></div>');
  });

  it('keeps a part the BFF does not name', () => {
    expect(sidebarWith(new Set(['header']))).toContain('菜单');
  });

  it('reads only well-formed names from the render input', () => {
    expect([...serverFragmentsOf(['sidebar', 'header'])]).toEqual(['sidebar', 'header']);
    expect([...serverFragmentsOf(['sidebar', 3, '"><script>', ''])]).toEqual(['sidebar']);
    expect(serverFragmentsOf(undefined).size).toBe(0);
    expect(serverFragmentsOf('sidebar').size).toBe(0);
  });
});
