// What may be uploaded, checked in the browser before anything is sent (the signed policy
// enforces the size again on the storage side). Messages are shown to the user as they are.

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'rar', 'txt', 'jpg', 'jpeg', 'png'];
export const FILE_MAX_BYTES = 20 * 1024 * 1024;

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}MB`;

/** Why an image cannot be uploaded, or null when it can. */
export function imageProblem(file: FileLike, maxBytes = IMAGE_MAX_BYTES): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return `「${file.name}」不是支持的图片格式，请上传 JPG、PNG、GIF 或 WEBP 图片`;
  if (file.size > maxBytes) return `「${file.name}」超过 ${mb(maxBytes)}，请压缩后再上传`;
  if (file.size === 0) return `「${file.name}」是空文件`;
  return null;
}

/** Why a document cannot be uploaded, or null when it can. */
export function fileProblem(file: FileLike, maxBytes = FILE_MAX_BYTES): string | null {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!FILE_EXTENSIONS.includes(ext)) return `「${file.name}」的文件类型不支持，可上传：${FILE_EXTENSIONS.join('、')}`;
  if (file.size > maxBytes) return `「${file.name}」超过 ${mb(maxBytes)}，请压缩后再上传`;
  if (file.size === 0) return `「${file.name}」是空文件`;
  return null;
}

/** An object name for the signed prefix: time + random part + the original extension. */
export function objectName(prefix: string, fileName: string, now = Date.now(), random = Math.random()): string {
  const ext = (fileName.includes('.') ? fileName.split('.').pop()! : '').toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 8);
  const id = `${now.toString(36)}-${Math.floor(random * 36 ** 6).toString(36).padStart(6, '0')}`;
  return `${prefix}${id}${ext ? `.${ext}` : ''}`;
}

/** The reverse proxy's body limit in MB (`server.gateway_max_body_mb`, from the render input); 0: not known. */
let gatewayMaxBodyMb = 0;

export function setGatewayMaxBodyMb(mb: number): void {
  gatewayMaxBodyMb = Number.isFinite(mb) && mb > 0 ? mb : 0;
}

/** What the user is told when the reverse proxy in front of the console refused the file. */
export function gatewayTooLargeText(limitMb = gatewayMaxBodyMb): string {
  return limitMb > 0 ? `文件超过网关允许的大小（上限 ${limitMb} MB），请压缩后重试` : '文件超过网关允许的大小，请压缩后重试';
}

/**
 * Why an upload the server answered with `status` failed. A 413 whose body is neither storage's
 * XML (`<Code>…`) nor the console's JSON envelope came from a proxy on the way (nginx's HTML
 * page): retrying cannot help, only a smaller file can, and the proxy's limit is named when the
 * console was told it.
 */
export function uploadFailureText(status: number, body: string): string {
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? null;
  if (code) return storageErrorText(code);
  if (status === 413) {
    try {
      const msg = (JSON.parse(body) as { msg?: unknown }).msg;
      if (typeof msg === 'string' && msg !== '') return msg;
    } catch {
      // not the console's envelope
    }
    return gatewayTooLargeText();
  }
  return storageErrorText(null);
}

/** Chinese text for the storage's (OSS) error codes. */
export function storageErrorText(code: string | null): string {
  switch (code) {
    case 'EntityTooLarge':
      return '文件超过允许的大小';
    case 'SignatureDoesNotMatch':
    case 'InvalidAccessKeyId':
      return '上传签名无效，请重试';
    case 'AccessDenied':
      return '上传授权已过期或不允许，请重试';
    case 'InvalidImageContent':
      return '文件内容不是图片（可能只是改了扩展名），请上传真正的图片';
    default:
      return '上传失败，请稍后重试';
  }
}
