import { Card, Space, Tag } from 'antd';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ItemCard } from './ItemCard';

const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe('ItemCard', () => {
  it('renders the card the item pages wrote by hand: title, state under its test id, link, parts one under another', () => {
    const byHand = html(
      <Card
        title={
          <Space wrap>
            <span data-testid="case-title">助学</span>
            <span data-testid="case-status">
              <Tag>募款中</Tag>
            </span>
          </Space>
        }
        extra={<a href="/SZ/helpList">返回列表</a>}
        data-testid="case-card"
      >
        <Space orientation="vertical" size="middle" className="full-width">
          <p>一</p>
          <p>二</p>
        </Space>
      </Card>,
    );
    const ours = html(
      <ItemCard title={<span data-testid="case-title">助学</span>} tag={<Tag>募款中</Tag>} tagTestId="case-status" wrap extra={<a href="/SZ/helpList">返回列表</a>} testId="case-card">
        <p>一</p>
        <p>二</p>
      </ItemCard>,
    );
    expect(ours).toContain('data-testid="case-status"');
    expect(ours).toBe(byHand);
  });

  it('keeps a plain body as given and a bare tag without a wrapper', () => {
    const byHand = html(
      <Card
        title={
          <Space>
            新增进展：{'助学'}
            <Tag>募款中</Tag>
          </Space>
        }
      >
        <div className="kit-stack">正文</div>
      </Card>,
    );
    const ours = html(
      <ItemCard title={<>新增进展：{'助学'}</>} tag={<Tag>募款中</Tag>} plain>
        <div className="kit-stack">正文</div>
      </ItemCard>,
    );
    expect(ours).toBe(byHand);
  });
});
