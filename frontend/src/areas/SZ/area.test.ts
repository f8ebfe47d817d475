import { describe, expect, it } from 'vitest';
import { buildParams } from '../../lib/loaders';
import { szArea } from './routes';
import { pages } from './index';

describe('help case area', () => {
  it('has a page for every /SZ route of the route table', () => {
    expect(Object.keys(pages).sort()).toEqual(szArea.routes.map((r) => r.name).sort());
  });

  it('gives every page that shows server data a loader, so the first paint has it', () => {
    const withoutData = szArea.routes.filter((r) => !r.loaders?.length).map((r) => r.name);
    expect(withoutData).toEqual([]);
  });

  it('reads list state from the URL query and asks for 10 rows per page', () => {
    const helpList = szArea.routes.find((r) => r.name === 'helpList')!.loaders![0];
    const q = new URLSearchParams('page=3&status=2&keyword=%E5%BC%A0&start_date=2026-01-01&end_date=2026-01-31');
    expect(buildParams(helpList, {}, q)).toEqual({
      pageNum: '3',
      pageSize: 10,
      status: '2',
      keyword: '张',
      start_date: '2026-01-01',
      end_date: '2026-01-31',
    });
    expect(buildParams(helpList, {}, new URLSearchParams())).toEqual({ pageNum: '1', pageSize: 10 });
  });

  it('maps the donation list status filter to pay_status and one case from the path', () => {
    const route = szArea.routes.find((r) => r.name === 'helpDonateListHelp')!;
    const orders = route.loaders!.find((l) => l.key === 'orders')!;
    expect(buildParams(orders, { id: '7' }, new URLSearchParams('status=0'))).toEqual({ pageNum: '1', pageSize: 10, help_id: 7, pay_status: '0' });
  });

  it('keeps the review pages for reviewers, and progress review for role 2 only', () => {
    const roles = (name: string) => szArea.routes.find((r) => r.name === name)!.roles;
    for (const name of ['helpClaimed', 'helpClaim', 'verifyHelp', 'helpVerifyChangeDetail']) expect(roles(name)).toEqual([2, 99]);
    expect(roles('verifyHelpProcess')).toEqual([2]);
    expect(szArea.roles).toEqual([1, 2, 3, 99]);
  });
});
