import { describe, expect, it } from 'vitest';
import { fileProblem, gatewayTooLargeText, imageProblem, objectName, setGatewayMaxBodyMb, storageErrorText, uploadFailureText } from './checks';
import { formFields, type SignedForm } from './uploadApi';

describe('upload checks', () => {
  it('accepts JPG, PNG, GIF and WEBP images up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(imageProblem({ name: 'a', type, size: 5 * 1024 * 1024 })).toBeNull();
    }
  });

  it('refuses other types and oversized images with a clear Chinese message', () => {
    expect(imageProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toContain('不是支持的图片格式');
    expect(imageProblem({ name: 'b.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toContain('超过 5MB');
    expect(fileProblem({ name: 'c.exe', type: '', size: 10 })).toContain('文件类型不支持');
    expect(fileProblem({ name: 'd.pdf', type: '', size: 21 * 1024 * 1024 })).toContain('超过 20MB');
    expect(fileProblem({ name: 'e.PDF', type: '', size: 10 })).toBeNull();
  });

  it('names objects under the signed prefix and keeps a clean extension', () => {
    expect(objectName('images/12/20260102/', '照片.JPG', 0, 0)).toBe('images/12/20260102/0-000000.jpg');
    expect(objectName('files/1/20260102/', 'noext', 36, 0.5)).toMatch(/^files\/1\/20260102\/10-[0-9a-z]{6}$/);
  });

  it('says a 413 from a proxy (an HTML page) is the gateway\'s limit, with the limit when the console knows it', () => {
    const nginx = '<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx</center></body></html>';
    setGatewayMaxBodyMb(0);
    expect(uploadFailureText(413, nginx)).toBe('文件超过网关允许的大小，请压缩后重试');
    setGatewayMaxBodyMb(2);
    expect(uploadFailureText(413, nginx)).toBe('文件超过网关允许的大小（上限 2 MB），请压缩后重试');
    expect(uploadFailureText(413, '')).toBe(gatewayTooLargeText(2));
    setGatewayMaxBodyMb(0);
  });

  it('keeps the console\'s own 413 message and storage\'s codes apart from the gateway\'s', () => {
    expect(uploadFailureText(413, JSON.stringify({ code: 413, msg: '上传内容过大' }))).toBe('上传内容过大');
    expect(uploadFailureText(400, '<Error><Code>EntityTooLarge</Code></Error>')).toBe('文件超过允许的大小');
    expect(uploadFailureText(500, '<html>oops</html>')).toBe('上传失败，请稍后重试');
  });

  it('turns storage error codes into Chinese text', () => {
    expect(storageErrorText('EntityTooLarge')).toBe('文件超过允许的大小');
    expect(storageErrorText('InvalidImageContent')).toBe('文件内容不是图片（可能只是改了扩展名），请上传真正的图片');
    expect(storageErrorText(null)).toBe('上传失败，请稍后重试');
  });

  it('sends the signed fields with the key first and the callback only when given', () => {
    const form: SignedForm = {
      host: '/h', key: 'p/', policy: 'P', OSSAccessKeyId: 'id', signature: 'S', success_action_status: '200',
      expire: 0, max_size: 1,
    };
    expect(formFields(form, 'p/x.png').map(([k]) => k)).toEqual(['key', 'policy', 'OSSAccessKeyId', 'success_action_status', 'Signature']);
    expect(formFields({ ...form, callback: 'cb' }, 'k').at(-1)).toEqual(['callback', 'cb']);
  });
});
