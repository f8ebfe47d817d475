import { Tag } from 'antd';

/** A status as a coloured tag: `colors` maps the area's status numbers to antd preset colours. */
export function StatusTag({ status, label, colors }: { status: number; label: string; colors: Record<number, string> }) {
  return <Tag color={colors[status] ?? 'default'}>{label}</Tag>;
}
