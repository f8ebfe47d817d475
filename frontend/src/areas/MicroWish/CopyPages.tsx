// Share copy (分享文案: the title, description and image a chat app shows when an H5 page or a
// wish is shared): 文案列表 (edit_copywriting / relation_copywriting without an id), 新增文案
// (add_copywriting), 编辑文案 (edit_copywriting/:id: the share card as typed) and 关联文案
// (relation_copywriting/:id: the links and wishes it applies to, with the chosen link's public
// page previewed under this copy). Platform staff write; the regional partner reads.
import { Alert, Button, Card, Checkbox, Col, Form, Input, List, Row, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { PreviewImage, FormNotices, LinkButton, itemOr, definePage, lengthLimit, orEmpty, problemRule, snapshotKey, useCall, useCan, useKeptSubmit, useTagSubject, routeRows, type DeclaredPageProps, type Rows, type UrlRows } from '../../components/kit';
import { useIdempotencyKey } from '../../lib/idempotency';
import { addCopy, deleteCopy, editCopy, relateCopy } from './api';
import { SavedPreview, ShareCard } from './h5/H5Preview';
import { usePreview } from './h5/usePreview';
import { shareOf } from './h5/toH5';
import { shareDescriptionProblem, shareTitleProblem, storedImageProblem } from './rules';
import { ManagedList, managedListOf } from './ManagedList';
import { WishCandidates } from './WishPicker';
import type { CopyDetail, CopyRow, LinkRow, WishRow } from './types';
import { PlainText } from '../../components/PlainTypography';

const small = { type: 'link' as const, size: 'small' as const };
const copyPages = {
  edit: (id: number) => `/MicroWish/edit_copywriting/${id}`,
  relate: (id: number) => `/MicroWish/relation_copywriting/${id}`,
};

type CopyPageProps = Pick<DeclaredPageProps<'copy' | 'copies'>, 'load' | 'params' | 'route' | 'search' | 'reload'>;

/** An optional-id copywriting page's copy, or the copy list (without an id) or the load error. */
const copyOr = (page: CopyPageProps, title: string) =>
  itemOr<CopyDetail, 'copy' | 'copies'>(page, 'copy', '分享文案', () => (
    <CopyList title={title} {...managedListOf<CopyRow, 'copy' | 'copies'>(page, 'copies')} />
  ));

function CopyList(props: { title: string; list: UrlRows<CopyRow>; reload: () => void }) {
  return (
    <ManagedList<CopyRow>
      {...props}
      noun="分享文案"
      kind="copy"
      intro="分享文案决定 H5 页面或心愿被分享到微信时卡片上的标题、描述和图片。"
      newTo="/MicroWish/add_copywriting"
      keywordPlaceholder="分享标题"
      opsWidth={{ staff: 190, reader: 90 }}
      remove={{ confirm: '确定删除该文案？关联的链接和心愿将不再使用它。', call: deleteCopy }}
      columns={[
        { title: '图片', dataIndex: 'image', width: 70, render: (u: string) => <PreviewImage src={u} width={40} height={40} style={{ objectFit: 'cover' }} alt="分享图片" /> },
        { title: '分享标题', dataIndex: 'share_title', width: 200, ellipsis: true },
        { title: '分享描述', dataIndex: 'description', width: 240, ellipsis: true },
        { title: '链接', dataIndex: 'link_count', width: 70, align: 'right' },
        { title: '心愿', dataIndex: 'wish_count', width: 70, align: 'right' },
      ]}
      ops={(r, staff) => (
        <>
          {staff && <LinkButton to={copyPages.edit(r.id)} {...small} testId={`copy-edit-${r.id}`}>编辑</LinkButton>}
          <LinkButton to={copyPages.relate(r.id)} {...small} testId={`copy-relate-${r.id}`}>{staff ? '关联' : '查看'}</LinkButton>
        </>
      )}
    />
  );
}

interface CopyValues {
  share_title?: string;
  description?: string;
  image?: string[];
}

function CopyForm({ current, routeName }: { current: CopyDetail | null; routeName: string }) {
  const navigate = useNavigate();
  const { review: staff } = useCan('MicroWish');
  const [form] = Form.useForm<CopyValues>();
  const initial = useMemo<CopyValues>(() => (current ? { share_title: current.share_title, description: current.description, image: [current.image] } : { image: [] }), [current]);
  const { kept, busy, serverError, clearServerError, submit } = useKeptSubmit(form, snapshotKey(routeName, current?.id, 'MicroWish'), '保存失败');
  const onceKey = useIdempotencyKey();
  const live = (Form.useWatch([], form) as CopyValues | undefined) ?? initial;
  const save = async () => {
    const payload = (v: CopyValues) => ({ share_title: (v.share_title ?? '').trim(), description: (v.description ?? '').trim(), image: v.image?.[0] });
    const saved = current ? await submit('save', (v) => editCopy(current.id, payload(v)), '保存成功') : await submit('save', (v) => addCopy(payload(v), onceKey()), '创建成功');
    if (saved) navigate(copyPages.relate(saved.id));
  };
  return (
    <Card title={current ? `编辑文案：${current.share_title}` : '新增文案'} extra={<LinkButton to="/MicroWish/edit_copywriting">文案列表</LinkButton>} data-testid="copy-form-page">
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={14}>
          <Space orientation="vertical" size="middle" className="full-width">
            {!staff && <Alert type="info" showIcon title="分享文案由平台工作人员维护。" />}
            <FormNotices snap={kept} form={form} serverError={serverError} onCloseError={clearServerError} unsent="保存" failed="保存失败" />
            <Form<CopyValues> form={form} layout="vertical" initialValues={initial} onValuesChange={kept.onValuesChange} disabled={!staff} data-testid="copy-form">
              <Form.Item label="分享标题" name="share_title" required rules={[problemRule(shareTitleProblem)]}>
                <Input {...lengthLimit(30)} placeholder="2-30个字" data-testid="w-title" />
              </Form.Item>
              <Form.Item label="分享描述" name="description" required rules={[problemRule(shareDescriptionProblem)]}>
                <Input.TextArea rows={3} {...lengthLimit(100)} placeholder="2-100个字" data-testid="w-description" />
              </Form.Item>
              <Form.Item label="分享图片" name="image" required rules={[problemRule(storedImageProblem('分享图片'))]} extra="正方形效果最好">
                <ImageUpload maxCount={1} />
              </Form.Item>
            </Form>
            {staff && (
              <Button type="primary" onClick={() => void save()} loading={busy === 'save'} disabled={busy !== null} data-testid="copy-save">
                {current ? '保存并去关联' : '创建并去关联'}
              </Button>
            )}
          </Space>
        </Col>
        <Col xs={24} lg={10}>
          <Typography.Title level={5}>分享卡片预览</Typography.Title>
          <ShareCard share={{ title: live.share_title?.trim() || '（未填写分享标题）', description: live.description, image: live.image?.[0] }} fallbackTitle="" />
        </Col>
      </Row>
    </Card>
  );
}

export const AddCopyPage = definePage([], ({ route }) => <CopyForm current={null} routeName={route.name} />);

export const EditCopyPage = definePage([], (page) => {
  const got = copyOr(page, '分享文案');
  return 'view' in got ? got.view : <CopyForm key={got.item.id} current={got.item} routeName={page.route.name} />;
}, ['copy', 'copies']);

type Chosen = { id: number; title: string; wish_no?: string };

/** 关联文案: the links and wishes it applies to; the chosen link's page previewed with this copy. */
function RelateCopy({ copy, links, wishes, reload }: { copy: CopyDetail; links: LinkRow[]; wishes: UrlRows<WishRow>; reload: () => void }) {
  useTagSubject(copy.share_title);
  const { review: staff } = useCan('MicroWish');
  const [linkIds, setLinkIds] = useState<number[]>(copy.links.map((l) => l.id));
  const [chosen, setChosen] = useState<Chosen[]>(copy.wishes);
  const [shown, setShown] = useState<number | undefined>(copy.links[0]?.id ?? links[0]?.id);
  const page = usePreview(shown);
  const { busy, run } = useCall();
  const chosenIds = new Set(chosen.map((w) => w.id));
  const save = async () => {
    if (await run('relate', () => relateCopy(copy.id, chosen.map((w) => w.id), linkIds), '关联成功')) reload();
  };
  const applies = shown !== undefined && linkIds.includes(shown);
  return (
    <Row gutter={[16, 16]} data-testid="relate-copy">
      <Col xs={24} xl={13}>
        <Space orientation="vertical" size="middle" className="full-width">
          <Card title={`关联文案：${copy.share_title}`} extra={<LinkButton to="/MicroWish/relation_copywriting">文案列表</LinkButton>}>
            <Space orientation="vertical" size="middle" className="full-width">
              <PlainText strong>应用到的链接（H5 活动页被分享时使用此文案）</PlainText>
              <Checkbox.Group
                value={linkIds}
                disabled={!staff}
                onChange={(v) => setLinkIds(v as number[])}
                options={links.map((l) => ({ value: l.id, label: l.title }))}
                data-testid="copy-links"
              />
              <PlainText strong>应用到的心愿（单个心愿被分享时使用此文案）</PlainText>
              <List<Chosen>
                size="small"
                bordered
                dataSource={chosen}
                locale={{ emptyText: '未关联心愿' }}
                data-testid="copy-wishes"
                renderItem={(w) => (
                  <List.Item actions={staff ? [<Button key="rm" size="small" type="link" danger onClick={() => setChosen(chosen.filter((x) => x.id !== w.id))}>移除</Button>] : []}>
                    <Space>
                      {w.title}
                      <PlainText type="secondary">{orEmpty(w.wish_no)}</PlainText>
                    </Space>
                  </List.Item>
                )}
              />
              {staff && (
                <Button type="primary" onClick={() => void save()} loading={busy === 'relate'} data-testid="copy-relate-save">
                  保存关联（{linkIds.length}个链接，{chosen.length}个心愿）
                </Button>
              )}
            </Space>
          </Card>
          {staff && <WishCandidates title="已发布的心愿" list={wishes} chosen={chosenIds} onAdd={(w) => setChosen([...chosen, { id: w.id, title: w.title, wish_no: w.wish_no }])} />}
        </Space>
      </Col>
      <Col xs={24} xl={11}>
        <Card
          title="H5 页面预览"
          size="small"
          extra={
            <Select<number>
              value={shown}
              onChange={setShown}
              placeholder="选择链接"
              style={{ width: 200 }}
              options={links.map((l) => ({ value: l.id, label: l.title }))}
              data-testid="copy-preview-link"
              aria-label="预览的链接"
            />
          }
        >
          {shown === undefined ? (
            <PlainText type="secondary">还没有链接</PlainText>
          ) : (
            <Space orientation="vertical" className="full-width">
              {!applies && <Alert type="info" showIcon title="勾选该链接后，分享时才会使用此文案（下方为勾选后的效果）。" />}
              <SavedPreview page={page} share={shareOf(copy)} />
            </Space>
          )}
        </Card>
      </Col>
    </Row>
  );
}

export const RelationCopyPage = definePage([], (page) => {
  const got = copyOr(page, '关联文案');
  if ('view' in got) return got.view;
  const copy = got.item;
  const links = page.load<Rows<LinkRow>>('allLinks');
  return (
    <RelateCopy
      key={`${copy.id}:${copy.updated_at ?? ''}:${copy.link_count}:${copy.wish_count}`}
      copy={copy}
      links={links.ok ? links.data.list : []}
      wishes={routeRows<WishRow>(page, page.load('wishes'), `/MicroWish/relation_copywriting/${copy.id}`)}
      reload={page.reload}
    />
  );
}, ['copy', 'allLinks', 'wishes', 'copies']);
