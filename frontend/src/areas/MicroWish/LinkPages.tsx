// H5 links (campaign pages grouping wishes): 链接列表 (edit_link, relation_link and push_link
// without an id), 新增链接 (add_link), 编辑链接 (edit_link/:id) with the live preview of the
// public page as it is typed, 关联心愿 (relation_link/:id: choose and order the link's wishes,
// the preview following each change), 推送链接 (push_link/:id: send the link to chosen
// organisations' accounts, who find it in their message centre). Platform staff (2, 99) write;
// the regional partner (3) reads.
import { Alert, Button, Card, Col, Drawer, Form, Input, List, Row, Select, Space, Spin, Table, Typography } from 'antd';
import { ConfirmPopup } from '../../components/kit/ConfirmPopup';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { PreviewImage, FormNotices, LinkButton, itemOr, dateTime, definePage, lengthLimit, problemRule, snapshotKey, useCall, useCan, useKeptSubmit, useTagSubject, routeRows, type DeclaredPageProps, type UrlRows } from '../../components/kit';
import { debouncedSearch } from '../../components/selectors/debounce';
import { useIdempotencyKey } from '../../lib/idempotency';
import { addLink, deleteLink, editLink, pushLink, relateLink, searchAccounts } from './api';
import { WishStatusTag } from './common';
import { H5Preview, SavedPreview } from './h5/H5Preview';
import { usePreview } from './h5/usePreview';
import { chosenWishes } from './h5/toH5';
import { atMost, linkTitleProblem, storedImageProblem } from './rules';
import { ManagedList, managedListOf } from './ManagedList';
import { WishCandidates } from './WishPicker';
import type { AccountRow, LinkDetail, LinkRow, WishRow } from './types';
import { PlainText } from '../../components/PlainTypography';

const small = { type: 'link' as const, size: 'small' as const };
const linkPages = {
  edit: (id: number) => `/MicroWish/edit_link/${id}`,
  relate: (id: number) => `/MicroWish/relation_link/${id}`,
  push: (id: number) => `/MicroWish/push_link/${id}`,
};

/** 预览: the saved public page of a link, in a drawer. */
function PreviewButton({ id, title }: { id: number; title: string }) {
  const [open, setOpen] = useState(false);
  const data = usePreview(open ? id : undefined);
  return (
    <>
      <Button {...small} onClick={() => setOpen(true)} data-testid={`preview-${id}`}>
        预览
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={`H5 预览：${title}`} size={780} destroyOnHidden>
        <SavedPreview page={data} />
      </Drawer>
    </>
  );
}

/** The links, each with its pages; the list the optional-id link pages show without an id. */
function LinkList(props: { title: string; intro: string; list: UrlRows<LinkRow>; reload: () => void }) {
  return (
    <ManagedList<LinkRow>
      {...props}
      noun="链接"
      kind="link"
      newTo="/MicroWish/add_link"
      keywordPlaceholder="链接标题"
      // At 1440 px the list, 操作 included, fits beside the sidebar (~1150 px): the actions wrap
      // onto two lines rather than push the column off screen.
      opsWidth={{ staff: 200, reader: 130 }}
      remove={{ confirm: '删除后该链接的 H5 页面将不可访问，已推送的消息保留。确定删除？', call: deleteLink }}
      columns={[
        { title: '封面', dataIndex: 'cover', width: 72, render: (u: string) => <PreviewImage src={u} width={56} height={40} style={{ objectFit: 'cover' }} alt="封面" /> },
        { title: '链接标题', dataIndex: 'title', width: 180, ellipsis: true },
        { title: '地址', dataIndex: 'url', width: 200, ellipsis: true, render: (u: string) => <Typography.Text copyable={{ text: u }}>{u}</Typography.Text> },
        { title: '心愿数', dataIndex: 'wish_count', width: 70, align: 'right' },
        { title: '分享文案', dataIndex: 'copywriting_id', width: 86, render: (v: number | null) => (v ? '已设置' : '—') },
        { title: '推送', dataIndex: 'push_count', width: 60, align: 'right' },
      ]}
      ops={(r, staff) => (
        <>
          <PreviewButton id={r.id} title={r.title} />
          {staff && <LinkButton to={linkPages.edit(r.id)} {...small} testId={`link-edit-${r.id}`}>编辑</LinkButton>}
          <LinkButton to={linkPages.relate(r.id)} {...small} testId={`link-relate-${r.id}`}>{staff ? '关联心愿' : '心愿'}</LinkButton>
          {staff && <LinkButton to={linkPages.push(r.id)} {...small} testId={`link-push-${r.id}`}>推送</LinkButton>}
        </>
      )}
    />
  );
}


type LinkPageProps = Pick<DeclaredPageProps<'link' | 'links'>, 'load' | 'params' | 'route' | 'search' | 'reload'>;

/** An optional-id link page's link, or the link list (without an id) or the load error. */
const linkOr = (page: LinkPageProps, title: string, intro: string) =>
  itemOr<LinkDetail, 'link' | 'links'>(page, 'link', '链接', () => (
    <LinkList title={title} intro={intro} {...managedListOf<LinkRow, 'link' | 'links'>(page, 'links')} />
  ));

interface LinkValues {
  title?: string;
  cover?: string[];
  intro?: string;
}

/** 新增链接 / 编辑链接: title, cover and intro, with the public page previewed as typed. */
function LinkForm({ current, routeName }: { current: LinkDetail | null; routeName: string }) {
  const navigate = useNavigate();
  const { review: staff } = useCan('MicroWish');
  const [form] = Form.useForm<LinkValues>();
  const initial = useMemo<LinkValues>(() => (current ? { title: current.title, cover: [current.cover], intro: current.intro ?? '' } : { cover: [] }), [current]);
  const { kept, busy, serverError, clearServerError, submit } = useKeptSubmit(form, snapshotKey(routeName, current?.id, 'MicroWish'), '保存失败');
  const onceKey = useIdempotencyKey();
  const live = (Form.useWatch([], form) as LinkValues | undefined) ?? initial;
  const save = async () => {
    const payload = (v: LinkValues) => ({ title: (v.title ?? '').trim(), cover: v.cover?.[0], ...(v.intro?.trim() ? { intro: v.intro.trim() } : {}) });
    const saved = current ? await submit('save', (v) => editLink(current.id, payload(v)), '保存成功') : await submit('save', (v) => addLink(payload(v), onceKey()), '创建成功');
    if (saved) navigate(current ? linkPages.edit(saved.id) : linkPages.relate(saved.id));
  };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title={current ? `编辑链接：${current.title}` : '新增链接'} extra={<LinkButton to="/MicroWish/edit_link">链接列表</LinkButton>} data-testid="link-form-page">
          <Space orientation="vertical" size="middle" className="full-width">
            {!staff && <Alert type="info" showIcon title="链接由平台工作人员维护，您可以查看和预览。" />}
            {current && <Typography.Text copyable={{ text: current.url }}>地址：{current.url}</Typography.Text>}
            <FormNotices snap={kept} form={form} serverError={serverError} onCloseError={clearServerError} unsent="保存" failed="保存失败" />
            <Form<LinkValues> form={form} layout="vertical" initialValues={initial} onValuesChange={kept.onValuesChange} disabled={!staff} data-testid="link-form">
              <Form.Item label="链接标题" name="title" required rules={[problemRule(linkTitleProblem)]}>
                <Input {...lengthLimit(30)} placeholder="如：2026春季微心愿（2-30个字）" data-testid="k-title" />
              </Form.Item>
              <Form.Item label="封面图" name="cover" required rules={[problemRule(storedImageProblem('封面图'))]} extra="H5 页面顶部的横幅">
                <ImageUpload maxCount={1} />
              </Form.Item>
              <Form.Item label="活动简介" name="intro" rules={[problemRule(atMost('活动简介', 200))]}>
                <Input.TextArea rows={3} {...lengthLimit(200)} placeholder="可选，显示在页面顶部，推送消息中也会带上" data-testid="k-intro" />
              </Form.Item>
            </Form>
            {staff && (
              <Space>
                <Button type="primary" onClick={() => void save()} loading={busy === 'save'} disabled={busy !== null} data-testid="link-save">
                  {current ? '保存' : '创建并关联心愿'}
                </Button>
                {current && <LinkButton to={linkPages.relate(current.id)}>关联心愿</LinkButton>}
              </Space>
            )}
          </Space>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title="H5 页面预览" size="small">
          <H5Preview
            link={{ title: live.title?.trim() || '（未填写标题）', cover: live.cover?.[0], intro: live.intro, url: current?.url }}
            wishes={chosenWishes(current?.wishes ?? [])}
            share={current?.copywriting ?? null}
          />
        </Card>
      </Col>
    </Row>
  );
}

export const AddLinkPage = definePage([], ({ route }) => <LinkForm current={null} routeName={route.name} />);

export const EditLinkPage = definePage([], (page) => {
  const got = linkOr(page, 'H5链接', '每个链接是一个 H5 活动页，汇集一组已发布的微心愿。');
  return 'view' in got ? got.view : <LinkForm key={got.item.id} current={got.item} routeName={page.route.name} />;
}, ['link', 'links']);

/** 关联心愿: the link's wishes in order (add, remove, move), the preview following. */
function RelateLink({ link, candidates, reload }: { link: LinkDetail; candidates: UrlRows<WishRow>; reload: () => void }) {
  useTagSubject(link.title);
  const { review: staff } = useCan('MicroWish');
  const [chosen, setChosen] = useState<WishRow[]>(link.wishes);
  // The saved page's public data (stories, pictures) for the wishes already on it.
  const page = usePreview(link.id);
  const saved = page !== null && typeof page !== 'string' ? page : null;
  const { busy, run } = useCall();
  const chosenIds = new Set(chosen.map((w) => w.id));
  const move = (i: number, by: -1 | 1) => setChosen((list) => {
    const next = [...list];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    return next;
  });
  const save = async () => {
    if (await run('relate', () => relateLink(link.id, chosen.map((w) => w.id)), '关联成功')) reload();
  };
  const changed = chosen.map((w) => w.id).join() !== link.wishes.map((w) => w.id).join();
  return (
    <Row gutter={[16, 16]} data-testid="relate-link">
      <Col xs={24} xl={13}>
        <Space orientation="vertical" size="middle" className="full-width">
          <Card
            title={`关联心愿：${link.title}`}
            extra={<LinkButton to="/MicroWish/relation_link">链接列表</LinkButton>}
          >
            <Space orientation="vertical" size="middle" className="full-width">
              <PlainText type="secondary">H5 页面按此顺序展示心愿；已下架的心愿不会出现在页面上。</PlainText>
              <List<WishRow>
                size="small"
                bordered
                dataSource={chosen}
                locale={{ emptyText: '暂无关联心愿，从下方添加' }}
                data-testid="chosen-wishes"
                renderItem={(w, i) => (
                  <List.Item
                    actions={
                      staff
                        ? [
                            <Button key="up" size="small" type="link" disabled={i === 0} onClick={() => move(i, -1)}>上移</Button>,
                            <Button key="down" size="small" type="link" disabled={i === chosen.length - 1} onClick={() => move(i, 1)}>下移</Button>,
                            <Button key="rm" size="small" type="link" danger onClick={() => setChosen(chosen.filter((x) => x.id !== w.id))} data-testid={`remove-${w.id}`}>移除</Button>,
                          ]
                        : []
                    }
                  >
                    <Space wrap>
                      <PlainText>{w.title}</PlainText>
                      <PlainText type="secondary">{w.wish_no}</PlainText>
                      <WishStatusTag status={w.status} label={w.status_label} />
                    </Space>
                  </List.Item>
                )}
              />
              {staff && (
                <Space>
                  <Button type="primary" onClick={() => void save()} loading={busy === 'relate'} disabled={!changed} data-testid="relate-save">
                    保存关联（{chosen.length}个）
                  </Button>
                  {changed && <PlainText type="warning">有未保存的修改</PlainText>}
                </Space>
              )}
            </Space>
          </Card>
          {staff && <WishCandidates title="可添加的已发布心愿" list={candidates} chosen={chosenIds} onAdd={(w) => setChosen([...chosen, w])} />}
        </Space>
      </Col>
      <Col xs={24} xl={11}>
        <Card title="H5 页面预览（随修改实时更新）" size="small">
          <H5Preview link={link} wishes={chosenWishes(chosen, saved?.wishes)} share={link.copywriting} />
          {!link.copywriting && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              为链接设置分享文案：<LinkButton to="/MicroWish/edit_copywriting" size="small" type="link">分享文案</LinkButton>
            </Typography.Paragraph>
          )}
        </Card>
      </Col>
    </Row>
  );
}

export const RelationLinkPage = definePage([], (page) => {
  const got = linkOr(page, '关联链接', '选择要关联心愿的链接。');
  if ('view' in got) return got.view;
  const link = got.item;
  const key = `${link.id}:${link.updated_at ?? ''}:${link.wish_count}`;
  return <RelateLink key={key} link={link} candidates={routeRows<WishRow>(page, page.load('candidates'), `/MicroWish/relation_link/${link.id}`)} reload={page.reload} />;
}, ['link', 'candidates', 'links']);

/** A searchable multi-select of accounts (`message/all_account_list`, 500 ms debounce, 20 per search). */
function AccountPicker({ value, onChange }: { value: AccountRow[]; onChange: (v: AccountRow[]) => void }) {
  const [options, setOptions] = useState<AccountRow[]>([]);
  const [loading, setLoading] = useState(false);
  const run = useRef(
    debouncedSearch(
      (k: string) => searchAccounts(k).then((res) => (res.code === 200 && res.data ? res.data.list : [])),
      (list: AccountRow[] | undefined) => {
        setOptions(list ?? []);
        setLoading(false);
      },
      () => setLoading(true),
    ),
  ).current;
  useEffect(() => {
    run('');
    return () => run.cancel();
  }, [run]);
  const known = new Map([...value, ...options].map((a) => [a.id, a]));
  const label = (a: AccountRow) => `${a.org_name} · ${a.display_name}（${a.account}，${a.role_label}）`;
  return (
    <Select<number[]>
      mode="multiple"
      showSearch
      filterOption={false}
      value={value.map((a) => a.id)}
      placeholder="搜索机构名称、账号或姓名"
      aria-label="推送给的账号"
      style={{ width: '100%' }}
      onSearch={(k) => {
        setLoading(true);
        run(k.trim());
      }}
      onChange={(ids) => onChange(ids.map((id) => known.get(id)).filter((a): a is AccountRow => a !== undefined))}
      notFoundContent={loading ? <Spin size="small" /> : '暂无匹配的账号'}
      options={[...known.values()].map((a) => ({ value: a.id, label: label(a) }))}
      data-testid="push-accounts"
    />
  );
}

function PushLink({ link, reload }: { link: LinkDetail; reload: () => void }) {
  useTagSubject(link.title);
  const { review: staff } = useCan('MicroWish');
  const [accounts, setAccounts] = useState<AccountRow[]>([]);
  const { busy, run } = useCall();
  const push = async () => {
    if (await run('push', () => pushLink(link.id, accounts.map((a) => a.id)))) {
      setAccounts([]);
      reload();
    }
  };
  return (
    <Space orientation="vertical" size="middle" className="full-width" data-testid="push-link">
      <Card title={`推送链接：${link.title}`} extra={<LinkButton to="/MicroWish/push_link">链接列表</LinkButton>}>
        <Space orientation="vertical" size="middle" className="full-width">
          <PlainText type="secondary">
            {/* The message's title already quotes the link's name in 「」: no second pair around it. */}
            选中的账号将在消息中心收到一条消息：微心愿活动「{link.title}」，点击打开 {link.url}
          </PlainText>
          {staff ? (
            <>
              <AccountPicker value={accounts} onChange={setAccounts} />
              <ConfirmPopup title={`确定推送给 ${accounts.length} 个账号？`} okText="推送" cancelText="取消" onConfirm={() => push()} disabled={accounts.length === 0}>
                <Button type="primary" disabled={accounts.length === 0} loading={busy === 'push'} data-testid="push-submit">
                  推送（{accounts.length}）
                </Button>
              </ConfirmPopup>
            </>
          ) : (
            <Alert type="info" showIcon title="推送由平台工作人员操作。" />
          )}
        </Space>
      </Card>
      <Card title={`推送记录（${link.pushes.length}）`} size="small">
        <Table
          rowKey="id"
          size="small"
          pagination={{ pageSize: 10, showSizeChanger: false }}
          dataSource={link.pushes}
          locale={{ emptyText: '暂无推送记录' }}
          data-testid="push-table"
          columns={[
            { title: '机构', dataIndex: 'org_name' },
            { title: '账号', dataIndex: 'account' },
            { title: '推送人', dataIndex: 'pushed_by_name' },
            { title: '时间', dataIndex: 'at', render: dateTime },
          ]}
        />
      </Card>
    </Space>
  );
}

export const PushLinkPage = definePage([], (page) => {
  const got = linkOr(page, '推送链接', '选择要推送给机构账号的链接。');
  return 'view' in got ? got.view : <PushLink link={got.item} reload={page.reload} />;
}, ['link', 'links']);

