import { describe, expect, it, vi } from 'vitest';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import { createLazyMessage } from './lazyMessage';

/** A stand-in for antd's API that records calls; each toast closes when its handle is called. */
function recordingApi() {
  const log: string[] = [];
  const toast = (name: string) => (text: string) => {
    log.push(`${name}:${text}`);
    let done!: (v: boolean) => void;
    const p = new Promise<boolean>((r) => (done = r));
    const handle = (() => {
      log.push(`close:${text}`);
      done(true);
    }) as MessageType;
    handle.then = p.then.bind(p);
    return handle;
  };
  const api = { info: toast('info'), success: toast('success'), error: toast('error'), warning: toast('warning'), loading: toast('loading'), open: toast('open'), destroy: () => log.push('destroy') };
  return { api: api as unknown as MessageInstance, log };
}

describe('the lazily loaded toast API', () => {
  it('asks for antd once, on the first toast, and replays queued toasts in order when it is ready', () => {
    const request = vi.fn();
    const lazy = createLazyMessage(request);
    expect(request).not.toHaveBeenCalled();
    void lazy.api.error('一');
    void lazy.api.success('二');
    expect(request).toHaveBeenCalledTimes(1);
    const real = recordingApi();
    lazy.ready(real.api);
    expect(real.log).toEqual(['error:一', 'success:二']);
    void lazy.api.info('三');
    expect(real.log).toEqual(['error:一', 'success:二', 'info:三']);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('closes a toast whose handle was called before antd arrived, and settles its promise', async () => {
    const lazy = createLazyMessage(() => {});
    const handle = lazy.api.loading('保存中');
    handle();
    const real = recordingApi();
    lazy.ready(real.api);
    expect(real.log).toEqual(['loading:保存中', 'close:保存中']);
    await expect(handle).resolves.toBe(true);
  });

  it('ignores destroy before anything was shown and passes it on afterwards', () => {
    const request = vi.fn();
    const lazy = createLazyMessage(request);
    lazy.api.destroy();
    expect(request).not.toHaveBeenCalled();
    const real = recordingApi();
    void lazy.api.info('x');
    lazy.ready(real.api);
    lazy.api.destroy();
    expect(real.log).toEqual(['info:x', 'destroy']);
  });
});
