import { describe, expect, it } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import { appContextValue } from './appContext';

describe('appContextValue', () => {
  const message = { error: () => undefined } as unknown as MessageInstance;

  it('hands every App.useApp() caller the live message API', () => {
    expect(appContextValue(message).message).toBe(message);
  });

  it('makes modal and notification fail loudly instead of doing nothing', () => {
    const value = appContextValue(message);
    expect(() => value.modal.confirm({})).toThrow(/modal\.confirm is not provided/);
    expect(() => value.notification.error({ message: 'x' })).toThrow(/notification\.error is not provided/);
  });
});
