// What a file's first bytes say it is. Browsers type a file by its name, so a text file renamed
// fake.png arrives as image/png and would be stored as a broken picture: the content decides.
// Pure, unit-tested; the storage (the sandbox's OSS stand-in) checks images the same way.

/** How many leading bytes `sniff` needs. */
export const HEAD_BYTES = 16;

export type Sniffed = 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf' | 'zip' | 'ole' | 'rar' | 'unknown';

const starts = (head: Uint8Array, sig: number[], at = 0) => head.length >= at + sig.length && sig.every((b, i) => head[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The format of a file from its first bytes. */
export function sniff(head: Uint8Array): Sniffed {
  if (starts(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(head, ascii('GIF87a')) || starts(head, ascii('GIF89a'))) return 'gif';
  if (starts(head, ascii('RIFF')) && starts(head, ascii('WEBP'), 8)) return 'webp';
  if (starts(head, ascii('%PDF-'))) return 'pdf';
  // docx, xlsx and pptx are zip archives; an empty archive starts with its end record.
  if (starts(head, [0x50, 0x4b, 0x03, 0x04]) || starts(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  // doc, xls and ppt are OLE compound files.
  if (starts(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (starts(head, ascii('Rar!\u001a\u0007'))) return 'rar';
  return 'unknown';
}

const IMAGES: Sniffed[] = ['jpeg', 'png', 'gif', 'webp'];

/** The formats a document's extension may hold; a missing entry (txt) takes any content. */
const BY_EXTENSION: Record<string, Sniffed[]> = {
  pdf: ['pdf'],
  docx: ['zip'],
  xlsx: ['zip'],
  pptx: ['zip'],
  zip: ['zip'],
  doc: ['ole'],
  xls: ['ole'],
  ppt: ['ole'],
  rar: ['rar'],
  jpg: IMAGES,
  jpeg: IMAGES,
  png: IMAGES,
};

/** Why an image's content is not an image, or null. */
export function imageContentProblem(name: string, head: Uint8Array): string | null {
  return IMAGES.includes(sniff(head)) ? null : `「${name}」的内容不是图片（可能只是改了扩展名），请上传真正的 JPG、PNG、GIF 或 WEBP 图片`;
}

/** Why a document's content is not what its extension says, or null. */
export function fileContentProblem(name: string, head: Uint8Array): string | null {
  const ext = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  const allowed = BY_EXTENSION[ext];
  if (!allowed || allowed.includes(sniff(head))) return null;
  return `「${name}」的内容与扩展名 .${ext} 不符（可能只是改了扩展名），请上传原始文件`;
}

/** The first bytes of a file the user picked. */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
}
