// A change request field by field: what the item holds now and what the request asks for.
// Images and money are shown as such; everything else as text.
import { Table } from 'antd';
import { ImageGallery } from './ImageGallery';
import { PreviewImage } from './PreviewImage';
import { money } from './format';
import { PlainText } from '../PlainTypography';

export interface FieldChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/** How a field's value is drawn: one image, several images, an amount, or text. */
export type FieldKind = 'image' | 'images' | 'money' | 'text';

function ValueCell({ kind, value }: { kind: FieldKind; value: unknown }) {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return <PlainText type="secondary">（空）</PlainText>;
  }
  if (kind === 'image' && typeof value === 'string') return <PreviewImage src={value} alt="图片" width={80} height={60} style={{ objectFit: 'cover' }} />;
  if (kind === 'images' && Array.isArray(value)) {
    return <ImageGallery images={value.map(String)} alt={(i) => `第 ${i + 1} 张图片`} width={64} height={48} />;
  }
  if (kind === 'money') return <>{money(value as string)}</>;
  return <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>;
}

export function ChangeDiff({
  fields,
  kinds = {},
  labels = {},
  testId = 'issue-fields',
}: {
  fields: FieldChange[];
  /** Field name → how its value is drawn (default text). */
  kinds?: Record<string, FieldKind>;
  /** Field name → label, for answers without one. */
  labels?: Record<string, string>;
  testId?: string;
}) {
  const kind = (f: string): FieldKind => kinds[f] ?? 'text';
  return (
    <Table<FieldChange>
      rowKey="field"
      data-testid={testId}
      pagination={false}
      dataSource={fields}
      columns={[
        { title: '变更项', dataIndex: 'label', width: 140, render: (l: string, r) => l || labels[r.field] || r.field },
        { title: '变更前', dataIndex: 'before', render: (v: unknown, r) => <ValueCell kind={kind(r.field)} value={v} /> },
        { title: '变更后', dataIndex: 'after', render: (v: unknown, r) => <ValueCell kind={kind(r.field)} value={v} /> },
      ]}
    />
  );
}
