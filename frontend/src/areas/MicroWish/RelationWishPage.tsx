// 关联微心愿 (relation_microwish/:id?): with an id, the H5 links the wish is in (tick to add it
// at the end of a link, untick to take it out); without, the published wishes to choose from.
import { Alert, Button, Card, Checkbox, Space } from 'antd';
import { useState } from 'react';
import { LinkButton, LoadError, definePage, itemOr, useCall, useCan, useTagSubject } from '../../components/kit';
import { relateWish } from './api';
import { WishHeading, wishPages } from './common';
import { PUBLISHED_STATUS } from './labels';
import type { WishDetail } from './types';
import { WishChoice } from './WishPicker';
import { PlainText } from '../../components/PlainTypography';

interface WishLink {
  id: number;
  title: string;
  url: string;
  related: boolean;
}

function WishLinks({ w, links, reload }: { w: WishDetail; links: WishLink[]; reload: () => void }) {
  useTagSubject(w.title);
  const { review: staff } = useCan('MicroWish');
  const [ids, setIds] = useState<number[]>(links.filter((l) => l.related).map((l) => l.id));
  const { busy, run } = useCall();
  return (
    <Card title={<WishHeading w={w} />} extra={<LinkButton to={wishPages.see(w.id)}>查看心愿</LinkButton>} data-testid="wish-links">
      <Space orientation="vertical" size="middle" className="full-width">
        <PlainText type="secondary">勾选该心愿要出现的 H5 链接；新加入的链接中，心愿排在最后。</PlainText>
        {links.length === 0 ? (
          <Alert type="info" showIcon title="还没有链接" action={staff ? <LinkButton to="/MicroWish/add_link" size="small">新增链接</LinkButton> : undefined} />
        ) : (
          <Checkbox.Group value={ids} disabled={!staff} onChange={(v) => setIds(v as number[])} data-testid="wish-link-boxes">
            <Space orientation="vertical">
              {links.map((l) => (
                <Checkbox key={l.id} value={l.id}>
                  {l.title} <PlainText type="secondary">{l.url}</PlainText>
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        )}
        {staff && (
          <Button type="primary" loading={busy === 'save'} onClick={async () => (await run('save', () => relateWish(w.id, ids), '关联成功')) && reload()} data-testid="wish-links-save">
            保存
          </Button>
        )}
      </Space>
    </Card>
  );
}

export const RelationWishPage = definePage([], (page) => {
  const intro = '选择一个已发布的心愿，设置它出现在哪些 H5 链接中。';
  const choose = () => <WishChoice page={page} title="关联微心愿" intro={intro} to={(w) => wishPages.links(w.id)} action="关联" statuses={PUBLISHED_STATUS} />;
  const got = itemOr<WishDetail, 'detail' | 'wishLinks' | 'wishes'>(page, 'detail', '微心愿', choose);
  if ('view' in got) return got.view;
  const links = page.load<{ list: WishLink[] }>('wishLinks');
  if (!links.ok) return <LoadError what="链接" msg={links.msg} />;
  return <WishLinks key={links.data.list.map((l) => `${l.id}${l.related ? '+' : ''}`).join()} w={got.item} links={links.data.list} reload={page.reload} />;
}, ['detail', 'wishLinks', 'wishes']);
