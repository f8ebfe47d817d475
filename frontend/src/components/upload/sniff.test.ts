import { describe, expect, it } from 'vitest';
import { fileContentProblem, imageContentProblem, readHead, sniff } from './sniff';

const bytes = (...parts: Array<number[] | string>) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0]);
const TEXT = bytes('hello, this is not a picture');

describe('what a file is, by its content', () => {
  it('knows the four image formats, PDF, zip-based Office files, old Office files and RAR', () => {
    expect(sniff(PNG)).toBe('png');
    expect(sniff(JPEG)).toBe('jpeg');
    expect(sniff(bytes('GIF89a'))).toBe('gif');
    expect(sniff(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniff(bytes('%PDF-1.7'))).toBe('pdf');
    expect(sniff(bytes('PK', [3, 4, 20, 0]))).toBe('zip');
    expect(sniff(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('ole');
    expect(sniff(bytes('Rar!', [0x1a, 0x07, 0]))).toBe('rar');
    expect(sniff(TEXT)).toBe('unknown');
    expect(sniff(bytes([0x89, 0x50]))).toBe('unknown');
  });

  it('refuses a text file named fake.png with a clear message, and takes a real picture whatever its name', () => {
    expect(imageContentProblem('fake.png', TEXT)).toBe('「fake.png」的内容不是图片（可能只是改了扩展名），请上传真正的 JPG、PNG、GIF 或 WEBP 图片');
    expect(imageContentProblem('photo.png', PNG)).toBeNull();
    expect(imageContentProblem('photo.png', JPEG)).toBeNull();
  });

  it("refuses a document whose content is not its extension's, and takes any text as .txt", () => {
    expect(fileContentProblem('report.pdf', TEXT)).toBe('「report.pdf」的内容与扩展名 .pdf 不符（可能只是改了扩展名），请上传原始文件');
    expect(fileContentProblem('fake.png', TEXT)).not.toBeNull();
    expect(fileContentProblem('sheet.xlsx', bytes('PK', [3, 4]))).toBeNull();
    expect(fileContentProblem('old.doc', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBeNull();
    expect(fileContentProblem('notes.txt', TEXT)).toBeNull();
  });

  it('reads only the first bytes of a picked file', async () => {
    const head = await readHead(new Blob([PNG, new Uint8Array(1000)]));
    expect(head.length).toBe(16);
    expect(sniff(head)).toBe('png');
  });
});
