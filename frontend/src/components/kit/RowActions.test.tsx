import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../lib/http';
import { ActionBar } from './ActionBar';
import { LinkButton } from './LinkButton';
import { offers } from './offers';
import { RowActions, shownRowDefs, type RowActionDef } from './rowActions';
import { LOOKALIKE_VARIANTS, LookalikeProviders as Providers } from './lookalikeProviders.test-support';

const ok = (): Promise<Envelope<unknown>> => Promise.resolve({ code: 200, msg: '', data: null });
const v = LOOKALIKE_VARIANTS[0];
const html = (node: React.ReactNode) => renderToString(<Providers {...v}>{node}</Providers>);

/** /SJ 项目列表's row buttons. */
const projectDefs: RowActionDef[] = [
  { kind: 'link', action: 'edit', label: '编辑', to: '/SJ/editProject/7' },
  { kind: 'link', action: 'publish', label: '发布', testId: 'issue-7', to: '/SJ/issueProject/7' },
  { kind: 'link', action: 'review', anyOf: ['preliminary_pass', 'claim', 'pass'], label: '审核', testId: 'verify-7', to: '/SJ/verifyProject/7' },
];
const labels = (actions: string[] | undefined) => shownRowDefs(actions, projectDefs).map((d) => d.label);

describe('a list row\'s buttons', () => {
  it('are those the row\'s actions offer, in the list\'s order', () => {
    expect(labels(['publish', 'edit'])).toEqual(['编辑', '发布']);
    expect(labels(['change'])).toEqual([]);
    expect(labels(undefined)).toEqual([]);
  });

  it('show a button standing for several engine steps when the row offers any of them', () => {
    expect(labels(['claim', 'ignore'])).toEqual(['审核']);
    expect(labels(['preliminary_pass', 'preliminary_return'])).toEqual(['审核']);
    expect(labels(['pass', 'return'])).toEqual(['审核']);
  });

  it('are plain links when the row has no call, with what is always shown before and after', () => {
    const row = html(
      <RowActions actions={['edit']} defs={projectDefs} before={<LinkButton to="/SJ/viewProject/7" type="link" size="small">查看</LinkButton>}>
        <LinkButton to="/SJ/donateListProject/7" type="link" size="small">捐款</LinkButton>
      </RowActions>,
    );
    expect(row.match(/<a [^>]*href="([^"]+)"/g)?.map((a) => a.match(/href="([^"]+)"/)?.[1])).toEqual(['/SJ/viewProject/7', '/SJ/editProject/7', '/SJ/donateListProject/7']);
    expect(row).not.toContain('<button');
  });

  it('are the compact ActionBar when the row offers a call, exactly as the bar draws it', () => {
    const defs: RowActionDef[] = [
      { kind: 'link', action: 'edit', label: '编辑', to: '/SJ/draftProject/7' },
      { kind: 'call', action: 'submit', label: '提交审核', testId: 'draft-submit-7', confirm: '确定提交？', call: ok },
      { kind: 'call', action: 'delete', label: '删除', danger: true, testId: 'draft-delete-7', confirm: '确定删除？', call: ok },
    ];
    const row = html(<RowActions actions={['edit', 'delete']} defs={defs} />);
    expect(row).toBe(html(<ActionBar compact actions={['edit', 'delete']} defs={defs} onDone={() => undefined} />));
    expect(row).toContain('draft-delete-7');
    expect(row).not.toContain('draft-submit-7');
  });

  it('draw nothing for a row that offers nothing and has nothing always shown', () => {
    expect(html(<RowActions actions={[]} defs={projectDefs} />)).toBe('');
  });
});

describe('offers', () => {
  it('says whether the row offers one of the steps', () => {
    expect(offers(['pass', 'return'], 'pass')).toBe(true);
    expect(offers(['edit'], 'pass', 'claim')).toBe(false);
    expect(offers(undefined, 'pass')).toBe(false);
  });
});
