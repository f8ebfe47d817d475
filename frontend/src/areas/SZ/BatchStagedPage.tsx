// 批量导入求助 (batchHelp), a staged batch (?batch=<id>): every row checked with its problems,
// drop rows, and import the valid ones (one transaction on the server: a bad row never creates
// anything). The batch lives in the URL, so a reload shows it again; the upload step is the
// route's other page (BatchUploadPage.tsx).
import { Alert, Button, Card, Descriptions, Radio, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { ConfirmPopup } from '../../components/kit/ConfirmPopup';
import { AppLink } from '../../components/AppLink';
import { LoadError, PAGE_SIZE, dateTime, definePage, money, useCall, type Loaded } from '../../components/kit';
import { PlainText } from '../../components/PlainTypography';
import { IconResult } from '../../components/IconResult';
import { deleteImport, submitImport } from './api';
import { BATCH_BASE, batchHref, pageOf, validOf, type RowFilter } from './batchHref';
import { flag } from './labels';
import type { HelpType, ImportStage, StagedRow } from './types';

const cell = (v: unknown) => (v === null || v === undefined || v === '' ? <PlainText type="secondary">（空）</PlainText> : String(v));

// The staged rows load only with ?batch=<id> (the route's loader `requires` it).
export const BatchStagedPage = definePage(['batch', 'types'], ({ load, search, reload }) => (
  <Space orientation="vertical" size="middle" className="full-width" data-testid="batch-help">
    <StagedStep stage={load<ImportStage>('batch')} types={load<{ list: HelpType[] }>('types')} page={pageOf(search)} valid={validOf(search)} reload={reload} />
  </Space>
));

function StagedStep({
  stage,
  types,
  page,
  valid,
  reload,
}: {
  stage: Loaded<ImportStage>;
  types: Loaded<{ list: HelpType[] }>;
  page: number;
  valid: RowFilter;
  reload: () => void;
}) {
  const navigate = useNavigate();
  const { busy, run } = useCall();
  const typeName = (v: unknown) => (types.ok ? types.data.list.find((t) => t.id === Number(v))?.name : undefined) ?? v;
  if (!stage.ok) {
    return (
      <Card title="批量导入求助">
        <Space orientation="vertical" className="full-width">
          <LoadError what="导入批次" msg={stage.msg} />
          <AppLink to={BATCH_BASE}>重新上传文件</AppLink>
        </Space>
      </Card>
    );
  }
  const { batch, list, total } = stage.data;
  // A batch is imported once and for good: the import stamps the time.
  const imported = batch.imported_at != null;

  // The server's answer (成功导入N条，M条有误未导入) is the toast; the reloaded batch (已导入,
  // with each row's new case id) is the lasting record.
  const submit = async () => {
    if (await run('submit', () => submitImport(batch.id))) reload();
  };
  const removeRow = async (rowId: number) => {
    if (await run(`row-${rowId}`, () => deleteImport(batch.id, rowId), '已删除该行')) reload();
  };
  const discard = async () => {
    if (await run('discard', () => deleteImport(batch.id), '已放弃该批次')) navigate(BATCH_BASE);
  };

  const failed = batch.total - batch.imported;
  const summaryText = `成功导入${batch.imported}条${failed > 0 ? `，${failed}条有误未导入` : ''}`;

  return (
    <>
      {imported && (
        <Card>
          <IconResult
            status={batch.imported > 0 ? 'success' : 'warning'}
            title={<span data-testid="import-result">{summaryText}</span>}
            subTitle="导入的求助已进入「待认领」，等待平台审核。"
            extra={
              <Space wrap>
                <Button type="primary" onClick={() => navigate('/SZ/helpList?status=1')} data-testid="import-view-list">
                  查看求助列表
                </Button>
                <Button onClick={() => navigate(BATCH_BASE)}>继续导入</Button>
              </Space>
            }
          />
        </Card>
      )}
      <Card
        title="批量导入求助：校验结果"
        extra={
          !imported && (
            <Space>
              <ConfirmPopup title="放弃后需要重新上传文件，确定？" okText="放弃" cancelText="取消" onConfirm={() => discard()}>
                <Button loading={busy === 'discard'} disabled={busy !== null}>重新上传</Button>
              </ConfirmPopup>
              <ConfirmPopup
                title={`将导入${batch.valid}条有效数据，${batch.invalid}条有误的数据不会导入，确定？`}
                okText="导入"
                cancelText="取消"
                onConfirm={() => submit()}
                disabled={batch.valid === 0}
              >
                <Button type="primary" loading={busy === 'submit'} disabled={busy !== null || batch.valid === 0} data-testid="import-submit">
                  导入有效数据（{batch.valid}条）
                </Button>
              </ConfirmPopup>
            </Space>
          )
        }
      >
        <Space orientation="vertical" size="middle" className="full-width">
          <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered data-testid="import-summary">
            <Descriptions.Item label="文件"><span data-testid="import-file-name">{batch.file_name}</span></Descriptions.Item>
            <Descriptions.Item label="上传时间">{dateTime(batch.created_at)}</Descriptions.Item>
            <Descriptions.Item label="状态">{imported ? <Tag color="success">已导入</Tag> : <Tag color="processing">待导入</Tag>}</Descriptions.Item>
            <Descriptions.Item label="总行数">
              <span data-testid="import-total">{batch.total}</span>
            </Descriptions.Item>
            <Descriptions.Item label="有效">
              <PlainText type="success" data-testid="import-valid">{batch.valid}</PlainText>
            </Descriptions.Item>
            <Descriptions.Item label="有误">
              <PlainText type={batch.invalid > 0 ? 'danger' : undefined} data-testid="import-invalid">{batch.invalid}</PlainText>
            </Descriptions.Item>
          </Descriptions>
          {batch.invalid > 0 && !imported && (
            <Alert type="warning" showIcon title={`有${batch.invalid}行数据有误，导入时将跳过。可修改文件后重新上传，或删除有误的行后导入。`} />
          )}
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={valid}
            onChange={(e) => navigate(batchHref(batch.id, e.target.value as RowFilter, 1))}
            options={[
              { value: 'all', label: `全部（${batch.total}）` },
              { value: '0', label: <span data-testid="rows-invalid">仅看有误（{batch.invalid}）</span> },
              { value: '1', label: `仅看有效（${batch.valid}）` },
            ]}
          />
          <Table<StagedRow>
            rowKey="id"
            data-testid="staged-table"
            dataSource={list}
            scroll={{ x: 1200 }}
            rowClassName={(r) => (flag(r.valid) ? '' : 'staged-row-invalid')}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total,
              showSizeChanger: false,
              showTotal: (n) => `共 ${n} 行`,
              onChange: (p) => navigate(batchHref(batch.id, valid, p)),
            }}
            columns={[
              { title: '行号', dataIndex: 'row', width: 70 },
              { title: '求助标题', key: 'title', width: 220, ellipsis: true, render: (_, r) => cell(r.data.title) },
              { title: '求助类型', key: 'type', width: 100, render: (_, r) => cell(typeName(r.data.help_type_id)) },
              { title: '受助人', key: 'b', width: 90, render: (_, r) => cell(r.data.beneficiary_name) },
              {
                title: '目标金额',
                key: 'amount',
                width: 120,
                align: 'right',
                render: (_, r) => (r.data.target_amount === undefined || r.data.target_amount === null || r.data.target_amount === '' ? cell(null) : money(r.data.target_amount as string)),
              },
              { title: '截止日期', key: 'deadline', width: 110, render: (_, r) => cell(r.data.deadline) },
              {
                title: '状态',
                key: 'valid',
                width: 80,
                render: (_, r) => (flag(r.valid) ? <Tag color="success">有效</Tag> : <Tag color="error">错误</Tag>),
              },
              {
                title: '错误',
                key: 'errors',
                render: (_, r) =>
                  r.errors.length > 0 ? (
                    <ul style={{ margin: 0, paddingLeft: 18, color: '#cf1322' }} data-testid={`row-errors-${r.row}`}>
                      {r.errors.map((e, i) => (
                        <li key={i}>{e}</li>
                      ))}
                    </ul>
                  ) : (
                    '—'
                  ),
              },
              ...(imported
                ? [
                    {
                      title: '已建求助',
                      key: 'case',
                      width: 100,
                      render: (_: unknown, r: StagedRow) =>
                        r.case_id ? (
                          <AppLink to={`/SZ/viewHelp/${r.case_id}`} data-testid={`row-case-${r.row}`}>
                            #{r.case_id}
                          </AppLink>
                        ) : (
                          '—'
                        ),
                    },
                  ]
                : [
                    {
                      title: '操作',
                      key: 'ops',
                      width: 80,
                      render: (_: unknown, r: StagedRow) => (
                        <ConfirmPopup title={`删除第${r.row}行？该行不会被导入`} okText="删除" cancelText="取消" onConfirm={() => removeRow(r.id)}>
                          <Button type="link" size="small" danger loading={busy === `row-${r.id}`} data-testid={`row-delete-${r.row}`}>
                            删除
                          </Button>
                        </ConfirmPopup>
                      ),
                    },
                  ]),
            ]}
          />
        </Space>
      </Card>
    </>
  );
}
