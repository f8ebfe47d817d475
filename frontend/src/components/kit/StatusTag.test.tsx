import { Tag } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LookalikeProviders, LOOKALIKE_VARIANTS } from './lookalikeProviders.test-support';
import { StatusTag } from './StatusTag';

const COLOURS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold', 'success', 'processing', 'error', 'default', 'warning', '#ff0000'];

describe('StatusTag', () => {
  for (const v of LOOKALIKE_VARIANTS) {
    for (const color of COLOURS) {
      it(`renders antd's Tag HTML byte for byte (${color}, ${v.theme}, ${v.size})`, () => {
        const real = renderToString(<LookalikeProviders {...v}><Tag color={color}>募款中</Tag></LookalikeProviders>);
        const ours = renderToString(<LookalikeProviders {...v}><StatusTag status={2} label="募款中" colors={{ 2: color }} /></LookalikeProviders>);
        expect(real).toContain('ant-tag');
        expect(ours).toBe(real);
      });
    }
  }
  it('shows a status without a colour as antd\'s default tag', () => {
    const real = renderToString(<LookalikeProviders theme="#fa8c16" size="middle"><Tag color="default">未知</Tag></LookalikeProviders>);
    expect(renderToString(<LookalikeProviders theme="#fa8c16" size="middle"><StatusTag status={9} label="未知" colors={{ 1: 'green' }} /></LookalikeProviders>)).toBe(real);
  });
});
